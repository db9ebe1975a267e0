import { Direction } from "radix-ui";

/**
 * Radix reads the reading direction from this provider, not from <html dir>. Without it,
 * in Arabic the arrow keys of tabs and menus still move left-to-right and sub-menus still
 * open to the right. Mount it once at the root with the page's `dir`.
 */
export const DirectionProvider = Direction.Provider;
export const useDirection = Direction.useDirection;
