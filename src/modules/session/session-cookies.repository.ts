import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, MoreThan, Not, Repository } from 'typeorm';
import { SessionCookie } from './session-cookie.entity';

/** The queries of session_cookies: the named values of a session. */
@Injectable()
export class SessionCookiesRepository {
  constructor(
    @InjectRepository(SessionCookie) private readonly cookies: Repository<SessionCookie>,
  ) {}

  /** Drops expired values (of one session, or of all). */
  async deleteExpired(sessionKey?: string): Promise<void> {
    await this.cookies.delete({
      ...(sessionKey ? { sessionKey } : {}),
      expiresAt: LessThan(new Date()),
    });
  }

  /** How many values the session holds besides `name`. */
  countOthers(sessionKey: string, name: string): Promise<number> {
    return this.cookies.count({ where: { sessionKey, name: Not(name) } });
  }

  async upsert(sessionKey: string, name: string, value: string, expiresAt: Date): Promise<void> {
    await this.cookies.upsert({ sessionKey, name, value, expiresAt }, ['sessionKey', 'name']);
  }

  /** A live (unexpired) value. */
  findLive(sessionKey: string, name: string): Promise<SessionCookie | null> {
    return this.cookies.findOne({ where: { sessionKey, name, expiresAt: MoreThan(new Date()) } });
  }

  async delete(sessionKey: string, name?: string): Promise<void> {
    await this.cookies.delete({ sessionKey, ...(name === undefined ? {} : { name }) });
  }

  /** Moves the values of `from` to `to`, except those `to` already holds, and drops the rest. */
  async move(from: string, to: string): Promise<void> {
    const own = await this.cookies.find({ where: { sessionKey: to }, select: { name: true } });
    await this.cookies.update(
      { sessionKey: from, ...(own.length ? { name: Not(In(own.map((c) => c.name))) } : {}) },
      { sessionKey: to },
    );
    await this.cookies.delete({ sessionKey: from });
  }
}
