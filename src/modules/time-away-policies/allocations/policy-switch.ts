import { addDays } from '../leave-calendar';

export interface StoredAllocation {
  id: string;
  timeAwayPolicyId: string;
  startDate: string;
  endDate: string | null;
}

export interface NewAllocation {
  timeAwayPolicyId: string;
  startDate: string;
  endDate: string | null;
}

/** What moving a person to another policy from a day changes: allocations cut short or re-pointed, and new ones. */
export interface SwitchPlan {
  updates: { id: string; endDate?: string; timeAwayPolicyId?: string }[];
  inserts: NewAllocation[];
}

/**
 * A person moves to `policyId` from `today` (their location's policy changed, or they moved to another location;
 * docs/decisions-time-away.md, "Allocations"): the allocation in effect today ends yesterday (one that starts today
 * takes the new policy) and a new one runs from today, up to the day before the next allocation already planned (else
 * open). Days before today that no allocation covered followed the location's previous policy; the gap just before
 * today (from the last allocation's end, else from `personStart`) is recorded with it, so the past keeps the policy it
 * had. Someone already on the policy today (by an allocation, or by the days none covers) changes nothing.
 */
export function planPolicySwitch(
  allocations: readonly StoredAllocation[],
  today: string,
  policyId: string,
  previousPolicyId: string | null,
  personStart: string | null,
): SwitchPlan {
  const yesterday = addDays(today, -1);
  const current = allocations.find((a) => a.startDate <= today && (a.endDate === null || a.endDate >= today));
  const next = allocations.filter((a) => a.startDate > today).sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  const fromToday: NewAllocation = { timeAwayPolicyId: policyId, startDate: today, endDate: next ? addDays(next.startDate, -1) : null };
  if (current) {
    if (current.timeAwayPolicyId === policyId) return { updates: [], inserts: [] };
    if (current.startDate === today) return { updates: [{ id: current.id, timeAwayPolicyId: policyId }], inserts: [] };
    return { updates: [{ id: current.id, endDate: yesterday }], inserts: [fromToday] };
  }
  if (previousPolicyId === policyId) return { updates: [], inserts: [] };
  const ended = allocations.filter((a) => a.endDate !== null && a.endDate < today).map((a) => a.endDate!).sort();
  const gapStart = ended.length ? addDays(ended[ended.length - 1], 1) : personStart;
  const inserts: NewAllocation[] = [];
  if (previousPolicyId && previousPolicyId !== policyId && gapStart && gapStart < today) {
    inserts.push({ timeAwayPolicyId: previousPolicyId, startDate: gapStart, endDate: yesterday });
  }
  return { updates: [], inserts: [...inserts, fromToday] };
}
