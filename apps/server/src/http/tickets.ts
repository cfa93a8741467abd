import { randomBytes } from 'node:crypto';

/** How long a download link lives: long enough to open it, too short to share it. */
export const DOWNLOAD_TICKET_TTL_MS = 60_000;

interface Ticket {
  token: string;
  fileName: string;
  expires: number;
}

/**
 * One-time download tickets (ASVS 3.1.1: the session token stays out of URLs). A signed-in caller
 * asks for a ticket bound to one file; the link carries the ticket, which is redeemed once for the
 * session it was issued to, within {@link DOWNLOAD_TICKET_TTL_MS}.
 */
export function createTicketStore(now: () => number) {
  const tickets = new Map<string, Ticket>();
  const sweep = () => {
    const time = now();
    for (const [id, ticket] of tickets) if (ticket.expires <= time) tickets.delete(id);
  };
  return {
    issue(token: string, fileName: string): string {
      sweep();
      const id = randomBytes(24).toString('base64url');
      tickets.set(id, { token, fileName, expires: now() + DOWNLOAD_TICKET_TTL_MS });
      return id;
    },
    /** The session token of a valid ticket for that file (used up), or undefined. */
    redeem(id: unknown, fileName: unknown): string | undefined {
      if (typeof id !== 'string') return undefined;
      const ticket = tickets.get(id);
      if (!ticket) return undefined;
      tickets.delete(id);
      if (ticket.expires <= now() || ticket.fileName !== fileName) return undefined;
      return ticket.token;
    },
  };
}
export type TicketStore = ReturnType<typeof createTicketStore>;
