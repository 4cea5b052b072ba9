import { favoriteSubjects, type RawTalent } from './backend-data';
import { test as base } from './fixtures';

/** What the favorites' specs choose: the models of the first roster, and a talent of the other. */
export type FavoriteSubjects = { models: RawTalent[]; talent: RawTalent };

/** `test` with the favorites' subjects, read from the back end once per worker. */
export const test = base.extend<object, { subjects: FavoriteSubjects }>({
  subjects: [
    async ({}, provide) => {
      await provide(await favoriteSubjects());
    },
    { scope: 'worker' },
  ],
});
