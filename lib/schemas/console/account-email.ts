import { z } from "zod";

/**
 * The address of a console account. Any address a browser's email field accepts (the HTML standard's rule)
 * is allowed, so hosts without a dot work too: the first super-admin of a fresh install is `admin@localhost`.
 */
export function accountEmail(message = "Enter a valid email address.") {
  return z.email({ pattern: z.regexes.html5Email, error: message });
}
