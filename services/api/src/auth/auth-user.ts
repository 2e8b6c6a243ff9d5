/** Who is calling, as read from a valid access token (no database lookup). */
export interface AuthUser {
  userId: number;
}
