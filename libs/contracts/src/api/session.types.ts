/**
 * The stored session of spec section 3 (browser storage key `user`): exactly these fields are
 * written to storage. The web keeps it in @dugout/auth's store; the test factories build it too.
 */
export interface StoredSession {
  userId: number;
  username: string;
  nickname: string;
  email: string;
  phone: string;
  photo: string | null;
  gender: 'M' | 'F';
  birthday: string;
  accessToken: string;
  refreshToken: string;
  isAdmin: boolean;
  /** Logged in with a mailed temporary password: the member is sent to /user/changepassword until it is changed. */
  mustChangePassword?: true;
}
