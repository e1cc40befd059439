// Educator contact requests as stored for the admins.
import type { Db } from '@quizdrill/service-kit';
import type { Insertable } from 'kysely';
import type { BillingTables, EducatorLeadsTable } from '../db/tables.js';

export async function insertLead(db: Db<BillingTables>, lead: Insertable<EducatorLeadsTable>): Promise<void> {
  await db.insertInto('educator_leads').values(lead).execute();
}

/** Every request, newest first. */
export function allLeads(db: Db<BillingTables>) {
  return db.selectFrom('educator_leads').selectAll().orderBy('created_at', 'desc').execute();
}
