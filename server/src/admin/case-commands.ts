/**
 * `cases list [--status S]`, `cases show ID`, `cases reply ID --text ...
 * [--name N]` and `cases close ID`: the staff side of the support cases
 * (issue 16), so a thread has two sides on a fresh machine. ID is the case's
 * number (1001 or #1001) or its id. A reply makes the case ANSWERED and
 * notifies the user who opened it (support-cases/cases.ts).
 */
import type { StaffCaseRow } from '../repositories/support-cases.js';
import { closeAsStaff, replyAsStaff, resolveCase, staffCaseDetail, StaffCaseError, type CaseStore } from '../support-cases/cases.js';
import type { SupportCaseDetail, SupportCaseStatus } from '../../../src/config/support-cases.js';
import { CommandError } from './command-error.js';

/** How many cases `cases list` shows, the last updated first. */
export const CASES_LISTED = 50;
/** The name a staff reply is signed with when --name is not given. */
export const STAFF_DEFAULT_NAME = 'Support';

/** Runs a staff action, turning what the operator can fix into a CommandError (printed, exit code 1). */
async function staff<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffCaseError) throw new CommandError(error.message);
    throw error;
  }
}

export function listCases(store: CaseStore, status?: SupportCaseStatus): Promise<StaffCaseRow[]> {
  return store.repos.supportCases.staffList(CASES_LISTED, status ?? null);
}

/** What staff see of a case: the user's view, and each attachment's name as sent when it was cleaned (escaped). */
export type StaffCaseDetail = Omit<SupportCaseDetail, 'messages'> & {
  messages: Array<
    SupportCaseDetail['messages'][number] & { attachments: Array<SupportCaseDetail['messages'][number]['attachments'][number] & { originalName?: string }> }
  >;
};

export function showCase(store: CaseStore, idOrNumber: string): Promise<StaffCaseDetail> {
  return staff(async () => {
    const id = await resolveCase(store, idOrNumber);
    const detail = await staffCaseDetail(store, id);
    const originals = await store.repos.supportCases.originalNames(detail.id);
    const messages = detail.messages.map((m) => ({
      ...m,
      attachments: m.attachments.map((a) => (originals.has(a.id) ? { ...a, originalName: originals.get(a.id)! } : a)),
    }));
    return { ...detail, messages };
  });
}

export function replyToCase(store: CaseStore, idOrNumber: string, text: string, authorName = STAFF_DEFAULT_NAME): Promise<SupportCaseDetail> {
  return staff(async () => replyAsStaff(store, await resolveCase(store, idOrNumber), { text, authorName }));
}

export function closeCase(store: CaseStore, idOrNumber: string): Promise<SupportCaseDetail> {
  return staff(async () => closeAsStaff(store, await resolveCase(store, idOrNumber)));
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function casesListText(list: readonly StaffCaseRow[]): string {
  if (list.length === 0) return 'No support cases.';
  return list
    .map((c) => {
      const unread = c.unreadStaffReplies ? `, ${c.unreadStaffReplies} unread by the user` : '';
      return `#${c.number}  ${c.status.padEnd(8)}  ${iso(c.updated)}  ${c.userEmail ?? '-'}  ${c.category}/${c.subCategory}\n  ${c.subject}  (${c.messages} messages${unread}; id ${c.id})`;
    })
    .join('\n');
}

export function caseText(c: StaffCaseDetail): string {
  const head = [
    `#${c.number}  ${c.status}  ${c.category}/${c.subCategory}  (id ${c.id})`,
    `Subject: ${c.subject}`,
    `Opened ${iso(c.created)}, updated ${iso(c.updated)}`,
  ];
  const thread = c.messages.map((m) => {
    const files = m.attachments
      .map((a) => `\n    file: ${a.name} (${a.mimeType}, ${a.size} B${'originalName' in a && a.originalName ? `; sent as "${a.originalName}"` : ''})`)
      .join('');
    const text = m.text
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n');
    return `\n  ${iso(m.created)}  ${m.author} ${m.authorName}\n${text}${files}`;
  });
  return [...head, ...thread].join('\n');
}
