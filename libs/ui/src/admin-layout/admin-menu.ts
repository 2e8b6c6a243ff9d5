/** A menu entry that opens a screen. */
export interface AdminMenuLink {
  label: string;
  to: string;
  /** Active only on exactly this address (not on the addresses below it). */
  end?: boolean;
}

/** A menu entry that does something instead of opening a screen (an alert, say). */
export interface AdminMenuAction {
  label: string;
  onSelect: () => void;
}

export type AdminMenuItem = AdminMenuLink | AdminMenuAction;

/** A group of the side menu: a heading with entries, or one entry of its own (`to`). */
export interface AdminMenuGroup {
  label: string;
  to?: string;
  items?: AdminMenuItem[];
}

export const isMenuLink = (item: AdminMenuItem): item is AdminMenuLink => 'to' in item;

/** Spec section 9: the admin sidebar is 210 px wide and closes by itself below 1210 px. */
export const ADMIN_SIDEBAR_WIDTH = 210;
export const ADMIN_SIDEBAR_BREAKPOINT = 1210;
export const ADMIN_NARROW_QUERY = `(max-width: ${ADMIN_SIDEBAR_BREAKPOINT - 0.02}px)`;
