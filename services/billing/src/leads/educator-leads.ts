// Educator contact requests (SPEC.md §9 educator pricing): stored for the admins, rate-limited per client IP.
import { randomUUID } from 'node:crypto';
import type { EducatorContactRequest, EducatorLead } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { BillingTables } from '../db/tables.js';
import { allLeads, insertLead } from './educator-leads.repository.js';

const WINDOW_SECONDS = 3600;

export class EducatorLeads {
  constructor(
    private readonly db: Kysely<BillingTables>,
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly limitPerHour: number,
  ) {}

  async submit(request: EducatorContactRequest, ip: string): Promise<{ id: string }> {
    await this.rateLimit(ip);
    const id = randomUUID();
    await insertLead(this.db, {
      id,
      name: request.name.trim(),
      school: request.school.trim(),
      email: request.email.trim(),
      group_size: request.groupSize,
      message: request.message?.trim() || null,
    });
    return { id };
  }

  async list(): Promise<EducatorLead[]> {
    const rows = await allLeads(this.db);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      school: row.school,
      email: row.email,
      groupSize: row.group_size,
      ...(row.message === null ? {} : { message: row.message }),
      createdAt: row.created_at.toISOString(),
    }));
  }

  private async rateLimit(ip: string) {
    const key = `${this.keyPrefix}billing:educator-contact:${ip}`;
    const [[, count], [, ttlBefore]] = (await this.redis.multi().incr(key).ttl(key).exec()) as [
      [null, number],
      [null, number],
    ];
    // The first request of a window starts its clock (also repairs a key left without one).
    let ttl = ttlBefore;
    if (ttl < 0) {
      await this.redis.expire(key, WINDOW_SECONDS);
      ttl = WINDOW_SECONDS;
    }
    if (count > this.limitPerHour) {
      throw AppError.tooManyRequests(
        'Too many contact requests from here; please try again later.',
        ttl > 0 ? ttl : WINDOW_SECONDS,
      );
    }
  }
}
