/**
 * League participation agreements (리그 참가 서약서, spec section 7 "Agreements"; fields chosen in
 * services/api/docs/agreements.md). A league manager writes the text of a season (plain text);
 * a member whose player is registered in one of the season's leagues signs it by typing the
 * player's name. Date-times are ISO 8601 with the Seoul offset.
 */

/** The season an agreement belongs to, with its league main. */
export interface AgreementSeason {
  seasonId: number;
  seasonName: string;
  mainId: number;
  mainName: string;
  leaguePath: string;
}

/** A registration of the member's player in one of the season's leagues. */
export interface AgreementPlayer {
  playerId: number;
  playerName: string;
  leagueId: number;
  leagueName: string;
  teamId: number;
  teamName: string;
}

/** A member's signature: the name typed, the player it names and when. */
export interface AgreementSignature {
  seasonId: number;
  userId: number;
  playerId: number;
  playerName: string;
  signName: string;
  signedAt: string;
}

/**
 * GET /api/league/agreement/{leaguePath}/{seasonId}: the season's text to read and sign. players
 * are the member's registrations in the season (none: he may not sign); signature is his, if any.
 */
export interface SeasonAgreement extends AgreementSeason {
  /** null while the league has not written the season's agreement. */
  content: string | null;
  updatedAt: string | null;
  players: AgreementPlayer[];
  signature: AgreementSignature | null;
}

/** An item of GET /api/league/agreementList/{userId}: a season the member plays in, signed or not, newest first. */
export interface AgreementListItem extends AgreementSeason {
  hasAgreement: boolean;
  players: AgreementPlayer[];
  signedAt: string | null;
}

/** GET /api/league/agreementItem/{userId}/{seasonId}: the agreement as the member signed it (the text of that moment). */
export interface SignedAgreement extends AgreementSeason {
  content: string;
  signature: AgreementSignature;
}

/** A player of the team registered in the season, with his member's signature if any. */
export interface TeamAgreementPlayer {
  playerId: number;
  playerName: string;
  leagueName: string;
  signName: string | null;
  signedAt: string | null;
}

/** GET /api/league/agreementTeam/{teamId}/{seasonId}: which of the team's registered players have signed. */
export interface TeamAgreementStatus extends AgreementSeason {
  teamId: number;
  teamName: string;
  hasAgreement: boolean;
  players: TeamAgreementPlayer[];
}

/** Signatures per team of the season, as league managers see them. */
export interface AgreementTeamCount {
  teamId: number;
  teamName: string;
  registered: number;
  signed: number;
}

/** GET/PUT /api/league/admin/season/{seasonId}/agreement: the text, who last wrote it and the counts per team. */
export interface AdminSeasonAgreement extends AgreementSeason {
  content: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
  teams: AgreementTeamCount[];
}
