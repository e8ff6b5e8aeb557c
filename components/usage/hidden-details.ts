/** What a viewer not allowed customer details reads in usage instead of who the customers are. */
export const hiddenDetails = "Your account sees figures only, not who the customers are. An admin can let you see customer details in Settings → Users.";
