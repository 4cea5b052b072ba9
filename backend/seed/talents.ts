import { tags as tagLabels } from '../../lib/vocabulary/labels';
import type { Db } from '../db/client';
import { mediaItems, tags, talents, talentSkills, talentTags, videos } from '../db/schema';
import { foldName, letterOf } from '../lib/fold';
import type { MediaWriter } from './media-writer';
import { birthdate, heightValue, modelMeasures } from './measures';
import { makePeople } from './names';
import type { Random } from './prng';

// The back end stores tags in English; the site shows them in each language from the same table.
export const tagNames = tagLabels.map((tag) => tag.en);
const modelTagIds = [1, 2, 3, 4, 5];
const talentTagIds = [6, 7, 8, 9, 10, 11];
const youtubeIds = ['dQw4w9WgXcQ', 'ScMzIvxBSi4', 'aqz-KE-bpKQ', 'jNQXAC9IVRw', 'M7lc1UVf-VE', 'LXb3EKWsInQ'];
const vimeoIds = ['76979871', '1084537', '22439234', '148751763'];
// With a large roster only the first ones get their own pictures; the rest reuse them.
const DRAWN = 60;

type TalentRow = typeof talents.$inferInsert;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Seeds about 2/3 models and 1/3 talents, with galleries, videos, tags and skills. */
export async function seedTalents(
  db: Db,
  random: Random,
  media: MediaWriter,
  options: { count: number; skillCount: number },
) {
  const people = makePeople(random, options.count);
  const rows: TalentRow[] = [];
  const tagRows: (typeof talentTags.$inferInsert)[] = [];
  const skillRows: (typeof talentSkills.$inferInsert)[] = [];
  const items: (typeof mediaItems.$inferInsert)[] = [];
  const videoRows: (typeof videos.$inferInsert)[] = [];
  const modelCount = Math.round((options.count * 2) / 3);

  people.forEach((person, index) => {
    const id = index + 1;
    const isModel = index < modelCount;
    const drawn = index < DRAWN;
    const dir = `talents/${drawn ? id : (index % DRAWN) + 1}`;
    const portrait = { width: 600, height: 800, label: person.name };
    const handle = foldName(person.name).replace(/[^a-z]+/g, '.');
    const measures = modelMeasures(random, person.gender);
    const cover = drawn ? media.picture(`${dir}/cover.jpg`, portrait) : `${dir}/cover.jpg`;
    const row: TalentRow = {
      id,
      name: person.name,
      nameKey: foldName(person.name),
      letter: letterOf(person.name),
      categoryId: isModel ? 1 : 1891,
      // One talent without a cover shows the fallback image.
      coverPath: index === 7 ? null : cover,
      cover2Path:
        drawn && isModel && random.chance(0.5) ? media.picture(`${dir}/cover2.jpg`, portrait) : null,
      birthdate:
        isModel || random.chance(0.8)
          ? birthdate(random, isModel ? 1994 : 1975, isModel ? 2007 : 2002)
          : null,
      ...(isModel
        ? measures
        : {
            height: random.chance(0.7) ? heightValue(random.int(152, 190)) : null,
            eyes: measures.eyes,
            hair: measures.hair,
          }),
      about: isModel
        ? null
        : `${person.name} trabaja en cine, televisión y publicidad. Formación en actuación y conducción en la Ciudad de México.`,
      instagram: random.chance(0.6) ? `https://www.instagram.com/${handle}` : null,
      tiktok: random.chance(0.35) ? `https://www.tiktok.com/@${handle}` : null,
    };
    rows.push(row);

    // Every fourth talent (non-model) has no tag at all.
    const tagPool = isModel ? modelTagIds : talentTagIds;
    const tagCount = !isModel && index % 4 === 0 ? 0 : random.int(1, 2);
    const chosenTags = new Set<number>();
    while (chosenTags.size < tagCount) chosenTags.add(random.pick(tagPool));
    [...chosenTags].forEach((tagId, position) => tagRows.push({ talentId: id, tagId, position }));
    const chosenSkills = new Set<number>();
    for (let s = random.int(0, 3); s > 0; s -= 1) chosenSkills.add(random.int(1, options.skillCount));
    chosenSkills.forEach((skillId) => skillRows.push({ talentId: id, skillId }));

    if (!drawn) return;
    const galleries: [string, number][] = isModel
      ? [
          ['book', random.int(3, 5)],
          ['snap', random.int(0, 3)],
          ['compo', random.int(0, 1)],
        ]
      : [['book', random.int(2, 4)]];
    let position = 0;
    for (const [gallery, n] of galleries) {
      for (let k = 1; k <= n; k += 1) {
        // A few pictures are PNG, the rest JPEG.
        const png = gallery === 'snap' && k === 1 && index % 3 === 0;
        const pathName = `${dir}/${gallery}-${k}.${png ? 'png' : 'jpg'}`;
        const size = gallery === 'compo' ? { width: 800, height: 600 } : { width: 600, height: 800 };
        items.push({
          talentId: id,
          gallery,
          position: (position += 1),
          path: media.picture(pathName, { ...size, format: png ? 'png' : 'jpeg' }),
        });
      }
    }
    // An item whose file is null, as the upstream data sometimes has.
    if (index % 6 === 2) items.push({ talentId: id, gallery: 'book', position: (position += 1), path: null });

    const videoCount = isModel ? random.int(0, 2) : random.int(1, 2);
    for (let v = 1; v <= videoCount; v += 1) {
      const vimeo = random.chance(0.45);
      const file = vimeo
        ? random.chance(0.5)
          ? `${random.pick(vimeoIds)}/${random.int(0x100000, 0xffffff).toString(16)}a9`
          : random.pick(vimeoIds)
        : random.pick(youtubeIds);
      const preview =
        v === 2 && index % 5 === 0
          ? null
          : media.picture(`${dir}/video-${v}.jpg`, { width: 640, height: 360 });
      videoRows.push({
        talentId: id,
        provider: vimeo ? 'vimeo' : 'youtube',
        file,
        previewPath: preview,
        position: v,
      });
    }
  });

  await db.insert(tags).values(tagNames.map((name, i) => ({ id: i + 1, name })));
  await insertChunks(rows, (chunk) => db.insert(talents).values(chunk));
  await insertChunks(tagRows, (chunk) => db.insert(talentTags).values(chunk));
  await insertChunks(skillRows, (chunk) => db.insert(talentSkills).values(chunk));
  await insertChunks(items, (chunk) => db.insert(mediaItems).values(chunk));
  await insertChunks(videoRows, (chunk) => db.insert(videos).values(chunk));
}
