import "server-only";

import type { Implementation } from "../implement";

export const functionsHandlers: Implementation[] = [];
