import type { RosterCategory, TalentProfile, TalentsPage } from '../types';

export type TalentsPageQuery = { category: RosterCategory; letter?: string; page: number; perPage?: number };

export async function getTalentsPage(query: TalentsPageQuery): Promise<TalentsPage> {
  throw new Error(`not implemented yet: ${query.category}`);
}

export async function getTalentProfile(id: number): Promise<TalentProfile | null> {
  throw new Error(`not implemented yet: ${id}`);
}
