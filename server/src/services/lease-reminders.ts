import { and, asc, eq, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { houseLeaseExpires } from '../db/schema/house-lease-expires';
import { houseRoom } from '../db/schema/house-room';
import { sysUser } from '../db/schema/sys-user';
import { registerMessages, translate } from '../locales/language';
import { leaseExpiresMessages } from '../routes/house/lease-expires-messages';
import type { Mailer } from './mailer';

// House lease expiry reminders (spec sections 3-5): the status follows from the dates
// and from whether the reminder went out. Only `reminded` is stored by the job; the
// rest is computed, in JS for rows and in SQL for filters, with the same rule.

export type LeaseReminderStatus = 'notDue' | 'due' | 'reminded' | 'expired';
export const leaseReminderStatuses: LeaseReminderStatus[] = ['notDue', 'due', 'reminded', 'expired'];
export type LeadUnit = 'day' | 'week' | 'month';

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of `now` in the process's time zone (the agency's calendar day). */
export function localDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The day the reminder is due: `lead` units before `endDate`. Months keep the day of
 * the month, clamped to the month's last day (31 March - 1 month = 28 February), as
 * PostgreSQL's `date - interval` does, so {@link remindOnSql} agrees.
 */
export function remindOn(endDate: string, lead: number, unit: string): string {
  const [y, m, d] = endDate.split('-').map(Number) as [number, number, number];
  if (unit === 'month') {
    const monthIndex = y * 12 + (m - 1) - lead;
    const year = Math.floor(monthIndex / 12);
    const month = monthIndex - year * 12;
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return `${year}-${pad(month + 1)}-${pad(Math.min(d, lastDay))}`;
  }
  const days = unit === 'week' ? lead * 7 : lead;
  const date = new Date(Date.UTC(y, m - 1, d - days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

interface StatusInput {
  endDate: string;
  reminderLead: number;
  reminderUnit: string;
  reminderStatus: string;
}

/** notDue, then due within the lead time, reminded once the mail went out, expired after the end. */
export function leaseStatus(row: StatusInput, today: string): LeaseReminderStatus {
  if (row.endDate < today) return 'expired';
  if (row.reminderStatus === 'reminded') return 'reminded';
  return remindOn(row.endDate, row.reminderLead, row.reminderUnit) <= today ? 'due' : 'notDue';
}

const t = houseLeaseExpires;

// The mail texts are read here, also when the job runs before any route answered.
registerMessages(leaseExpiresMessages);

/** {@link remindOn} in SQL. */
const remindOnSql = sql`(${t.endDate} - make_interval(0,
  case when ${t.reminderUnit} = 'month' then ${t.reminderLead} else 0 end,
  case when ${t.reminderUnit} = 'week' then ${t.reminderLead} else 0 end,
  case when ${t.reminderUnit} = 'day' then ${t.reminderLead} else 0 end))::date`;

/** Rows whose {@link leaseStatus} is `status` on `today`. */
export function leaseStatusIs(status: LeaseReminderStatus, today: string): SQL {
  const day = sql`${today}::date`;
  switch (status) {
    case 'expired':
      return lt(t.endDate, today);
    case 'reminded':
      return and(gte(t.endDate, today), eq(t.reminderStatus, 'reminded')) as SQL;
    case 'due':
      return and(
        gte(t.endDate, today),
        ne(t.reminderStatus, 'reminded'),
        sql`${remindOnSql} <= ${day}`,
      ) as SQL;
    default:
      return and(
        gte(t.endDate, today),
        ne(t.reminderStatus, 'reminded'),
        sql`${remindOnSql} > ${day}`,
      ) as SQL;
  }
}

const agent = alias(sysUser, 'agent_user');
const creator = alias(sysUser, 'creator_user');

/** A due reminder with where it goes: the house's agent, else whoever created it. */
export interface PendingReminder {
  id: number;
  roomId: number | null;
  houseName: string | null;
  tenantName: string;
  tenantPhone: string | null;
  startDate: string;
  endDate: string;
  reminderLead: number;
  reminderUnit: string;
  recipientName: string | null;
  recipientEmail: string | null;
}

/** What is due on `today` and not yet reminded, soonest end first. */
export async function pendingReminders(db: Queryable, today: string): Promise<PendingReminder[]> {
  const rows = await db
    .select({
      id: t.id,
      roomId: t.roomId,
      houseName: houseRoom.name,
      tenantName: t.tenantName,
      tenantPhone: t.tenantPhone,
      startDate: t.startDate,
      endDate: t.endDate,
      reminderLead: t.reminderLead,
      reminderUnit: t.reminderUnit,
      agentName: agent.userName,
      agentEmail: agent.email,
      creatorName: creator.userName,
      creatorEmail: creator.email,
    })
    .from(t)
    .leftJoin(houseRoom, eq(houseRoom.id, t.roomId))
    .leftJoin(agent, eq(agent.userId, houseRoom.agentUserId))
    .leftJoin(creator, eq(creator.userName, t.createBy))
    .where(leaseStatusIs('due', today))
    .orderBy(asc(t.endDate), asc(t.id));
  return rows.map(({ agentName, agentEmail, creatorName, creatorEmail, ...row }) => {
    // The agent when the house has one with an address; otherwise the reminder's author.
    const useAgent = Boolean(agentEmail?.trim());
    return {
      ...row,
      recipientName: useAgent ? agentName : creatorName,
      recipientEmail: (useAgent ? agentEmail : creatorEmail)?.trim() || null,
    };
  });
}

/** Leases ending soon (due or reminded, not over): the navbar badge. */
export async function endingSoonCount(db: Queryable, today: string): Promise<number> {
  return db.$count(t, and(gte(t.endDate, today), lte(remindOnSql, sql`${today}::date`)));
}

/** The reminder mail, in Lao, English and Chinese (an agent's language is not recorded). */
function reminderMail(row: PendingReminder): { subject: string; text: string } {
  const house = row.houseName || '-';
  const params = {
    tenant: row.tenantName,
    house,
    phone: row.tenantPhone || '-',
    start: row.startDate,
    end: row.endDate,
    name: row.recipientName ?? '',
  };
  const text = (['lo', 'en', 'zh'] as const)
    .map((lang) => translate(lang, 'house.lease.mail.body', params))
    .join('\n\n----------\n\n');
  return { subject: translate('en', 'house.lease.mail.subject', params), text };
}

export interface ReminderRun {
  sent: number;
  /** Due, but nobody to send to (no e-mail on the agent nor on the author); tried again next run. */
  noAddress: number;
  failed: number;
  errors: string[];
}

/**
 * Sends each due reminder and marks it reminded. A row is claimed (marked) before its
 * mail goes out, so two runs at once never mail twice; a failed mail gives it back.
 */
export async function sendDueReminders(db: Queryable, mailer: Mailer, now: Date): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, noAddress: 0, failed: 0, errors: [] };
  for (const row of await pendingReminders(db, localDate(now))) {
    if (!row.recipientEmail) {
      run.noAddress += 1;
      continue;
    }
    const [claimed] = await db
      .update(t)
      .set({ reminderStatus: 'reminded', updateBy: 'job', updateTime: now })
      .where(and(eq(t.id, row.id), ne(t.reminderStatus, 'reminded')))
      .returning({ id: t.id });
    if (!claimed) continue;
    try {
      await mailer.send({ to: row.recipientEmail, ...reminderMail(row) });
      run.sent += 1;
    } catch (error) {
      // Given back, so the next run tries again; the others still go out.
      await db.update(t).set({ reminderStatus: 'notDue' }).where(eq(t.id, row.id));
      run.failed += 1;
      run.errors.push(`${row.recipientEmail}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return run;
}
