/** Who is calling, as read from a valid access token (no database lookup). */
export interface AuthUser {
  userId: number;
  /** Logged in with a mailed temporary password not yet changed: only the password change is open (AllowedBeforePasswordChange). */
  mustChangePassword?: true;
}
