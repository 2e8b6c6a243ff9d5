/** An item of GET /api/league/board/{path}/recent/{kind}: a recent post of a league board (spec section 3). */
export interface RecentPost {
  wr_id: number;
  board_id: number;
  board_label: string;
  title: string;
  /** HTML */
  content: string;
  user_name: string;
  created_at: string;
}
