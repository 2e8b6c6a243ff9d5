import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  compareKorean,
  type AdminSeasonAgreement,
  type AgreementListItem,
  type AgreementPlayer,
  type AgreementSeason,
  type AgreementSignature,
  type AgreementSignPayload,
  type AgreementTeamCount,
  type SeasonAgreement,
  type SignedAgreement,
  type TeamAgreementPlayer,
  type TeamAgreementStatus,
} from '@dugout/contracts';
import { found, LEAGUE_MAIN_NOT_FOUND, SEASON_NOT_FOUND } from '../../common/errors/not-found';
import { AuditService } from '../audit/audit.service';
import { isDuplicateKey } from '../../common/sql/duplicate-key';
import { LeaguesRepository } from '../../repositories/leagues/leagues.repository';
import { PlayersRepository } from '../../repositories/players/players.repository';
import { RegistrationsRepository, type SeasonEntryLine } from '../../repositories/registrations/registrations.repository';
import { TeamsRepository } from '../../repositories/teams/teams.repository';
import { UsersRepository } from '../../repositories/users/users.repository';
import { AGREEMENT_ERRORS as E } from './agreements.messages';
import { AgreementsRepository, type SignatureRow } from '../../repositories/agreements/agreements.repository';

/** Names compare without spaces: '홍 길동' signs for 홍길동. */
const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

const toPlayer = (line: SeasonEntryLine): AgreementPlayer => ({
  playerId: line.playerId,
  playerName: line.playerName,
  leagueId: line.leagueId,
  leagueName: line.leagueName,
  teamId: line.teamId,
  teamName: line.teamName,
});

/**
 * League participation agreements (services/api/docs/agreements.md): a league's grade-1 manager
 * writes a season's text; a member whose player is registered in one of the season's leagues signs
 * it once with the player's name; the member, his team's managers and the league's managers see the
 * signatures. Who plays in a season is asked of the registrations module, seasons and mains of the
 * leagues module.
 */
@Injectable()
export class AgreementsService {
  constructor(
    private readonly repository: AgreementsRepository,
    private readonly leagues: LeaguesRepository,
    private readonly registrations: RegistrationsRepository,
    private readonly players: PlayersRepository,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
  ) {}

  /** GET /api/league/agreement/{leaguePath}/{seasonId}: the text, the member's registrations in the season and his signature. */
  async agreement(userId: number, leaguePath: string, seasonId: number): Promise<SeasonAgreement> {
    const main = found(await this.leagues.mainByPath(leaguePath), LEAGUE_MAIN_NOT_FOUND);
    const season = await this.season(seasonId);
    if (season.mainId !== main.mainId) throw new NotFoundException(E.seasonNotInLeague);
    const [text, players, signature] = await Promise.all([
      this.repository.text(seasonId),
      this.playersOfMember(userId, seasonId),
      this.repository.signature(seasonId, userId),
    ]);
    return {
      ...season,
      content: text?.content ?? null,
      updatedAt: text?.updatedAt ?? null,
      players: players.map(toPlayer),
      signature: signature ? await this.describeSignature(signature) : null,
    };
  }

  /** GET /api/league/agreementList/{userId}: the seasons the member plays in or signed, newest first. */
  async list(userId: number): Promise<AgreementListItem[]> {
    const playerIds = await this.players.idsOfUser(userId);
    const [entries, signatures] = await Promise.all([
      this.registrations.seasonEntries({ playerIds }),
      this.repository.signaturesOfUser(userId),
    ]);
    const seasonIds = [...new Set([...entries.map((line) => line.seasonId), ...signatures.keys()])].sort((a, b) => b - a);
    const withText = await this.repository.seasonsWithText(seasonIds);
    const items: AgreementListItem[] = [];
    for (const seasonId of seasonIds) {
      items.push({
        ...(await this.season(seasonId)),
        hasAgreement: withText.has(seasonId),
        players: entries.filter((line) => line.seasonId === seasonId).map(toPlayer),
        signedAt: signatures.get(seasonId)?.signedAt ?? null,
      });
    }
    return items;
  }

  /** GET /api/league/agreementItem/{userId}/{seasonId}: the member's signed agreement with the text he signed. */
  async item(userId: number, seasonId: number): Promise<SignedAgreement> {
    const season = await this.season(seasonId);
    const signature = await this.repository.signature(seasonId, userId);
    if (!signature) throw new NotFoundException(E.notSigned);
    return { ...season, content: signature.content, signature: await this.describeSignature(signature) };
  }

  /**
   * POST /api/league/agreement: the member signs the season's text with the name of his player
   * registered in it. 404 no text, 403 not playing in the season, 409 signed already, 400 another name.
   */
  async sign(userId: number, payload: AgreementSignPayload): Promise<SignedAgreement> {
    const { seasonId, signName } = payload;
    await this.season(seasonId);
    const players = await this.playersOfMember(userId, seasonId);
    if (players.length === 0) throw new ForbiddenException(E.notPlaying);
    const text = await this.repository.text(seasonId);
    if (!text) throw new NotFoundException(E.notWritten);
    if (await this.repository.signature(seasonId, userId)) throw new ConflictException(E.alreadySigned);
    const player = players.find((line) => sameName(line.playerName, signName));
    if (!player) {
      const names = [...new Set(players.map((line) => line.playerName))];
      throw new BadRequestException({ message: E.nameMismatch(names), errors: { signName: E.nameMismatch(names) } });
    }
    await this.repository
      .transaction((em) => this.repository.insertSignature(em, { seasonId, userId, playerId: player.playerId, signName: signName.trim(), content: text.content }))
      .catch((error: unknown) => {
        // Two signatures at once: the unique season and member index lets one through.
        if (isDuplicateKey(error)) throw new ConflictException(E.alreadySigned);
        throw error;
      });
    return this.item(userId, seasonId);
  }

  /** GET /api/league/agreementTeam/{teamId}/{seasonId}: the team's players registered in the season and who signed. */
  async team(teamId: number, seasonId: number): Promise<TeamAgreementStatus> {
    const season = await this.season(seasonId);
    const [entries, text, cards] = await Promise.all([
      this.registrations.seasonEntries({ seasonId, teamId }),
      this.repository.text(seasonId),
      this.teams.teamCards([teamId]),
    ]);
    const byPlayer = new Map<number, SeasonEntryLine[]>();
    for (const line of entries) byPlayer.set(line.playerId, [...(byPlayer.get(line.playerId) ?? []), line]);
    const signatures = await this.repository.signaturesOfPlayers(seasonId, [...byPlayer.keys()]);
    const players: TeamAgreementPlayer[] = [...byPlayer.entries()].map(([playerId, lines]) => ({
      playerId,
      playerName: lines[0]?.playerName ?? '',
      leagueName: lines.map((line) => line.leagueName).join(', '),
      signName: signatures.get(playerId)?.signName ?? null,
      signedAt: signatures.get(playerId)?.signedAt ?? null,
    }));
    players.sort((a, b) => compareKorean(a.playerName, b.playerName) || a.playerId - b.playerId);
    return { ...season, teamId, teamName: cards.get(teamId)?.teamName ?? '', hasAgreement: text !== null, players };
  }

  /** GET /api/league/admin/season/{seasonId}/agreement: the text, its last writer and the signatures per team. */
  async admin(seasonId: number): Promise<AdminSeasonAgreement> {
    const season = await this.season(seasonId);
    const [text, entries] = await Promise.all([this.repository.text(seasonId), this.registrations.seasonEntries({ seasonId })]);
    const signatures = await this.repository.signaturesOfPlayers(seasonId, [...new Set(entries.map((line) => line.playerId))]);
    const teams = new Map<number, { teamName: string; players: Set<number> }>();
    for (const line of entries) {
      const team = teams.get(line.teamId) ?? { teamName: line.teamName, players: new Set<number>() };
      team.players.add(line.playerId);
      teams.set(line.teamId, team);
    }
    const counts: AgreementTeamCount[] = [...teams.entries()]
      .map(([teamId, team]) => ({
        teamId,
        teamName: team.teamName,
        registered: team.players.size,
        signed: [...team.players].filter((playerId) => signatures.has(playerId)).length,
      }))
      .sort((a, b) => compareKorean(a.teamName, b.teamName));
    const writer = text ? (await this.users.contacts([text.updatedBy])).get(text.updatedBy) : undefined;
    return {
      ...season,
      content: text?.content ?? null,
      updatedAt: text?.updatedAt ?? null,
      updatedBy: text ? (writer?.username ?? null) : null,
      teams: counts,
    };
  }

  /** PUT /api/league/admin/season/{seasonId}/agreement: writes the text with its audit entry; signatures keep the text they signed. */
  async saveText(userId: number, seasonId: number, content: string): Promise<AdminSeasonAgreement> {
    const season = await this.season(seasonId);
    await this.repository.transaction(async (em) => {
      const before = await this.repository.text(seasonId, em);
      await this.repository.saveText(em, seasonId, content, userId);
      await this.audit.record(em, {
        userId,
        scope: { type: 'leagueMain', id: season.mainId },
        kind: 'agreement.update',
        object: { type: 'season', id: seasonId },
        before: before ? { content: before.content } : null,
        after: { content },
      });
    });
    return this.admin(seasonId);
  }

  private async season(seasonId: number): Promise<AgreementSeason> {
    const season = found(await this.leagues.season(seasonId), SEASON_NOT_FOUND);
    const main = found(await this.leagues.main(season.mainId), LEAGUE_MAIN_NOT_FOUND);
    return { seasonId, seasonName: season.seasonName, mainId: main.mainId, mainName: main.mainName, leaguePath: main.leaguePath };
  }

  /** The member's players' registrations in the season's leagues. */
  private async playersOfMember(userId: number, seasonId: number): Promise<SeasonEntryLine[]> {
    const playerIds = await this.players.idsOfUser(userId);
    return this.registrations.seasonEntries({ seasonId, playerIds });
  }

  private async describeSignature(row: SignatureRow): Promise<AgreementSignature> {
    const [line] = await this.registrations.seasonEntries({ seasonId: row.seasonId, playerIds: [row.playerId] });
    return {
      seasonId: row.seasonId,
      userId: row.userId,
      playerId: row.playerId,
      playerName: line?.playerName ?? row.signName,
      signName: row.signName,
      signedAt: row.signedAt,
    };
  }
}
