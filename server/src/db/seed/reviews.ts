import { sql, type Kysely } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import type { DB } from '../schema';
import { createRandom, type Random } from './random';

/**
 * Decision 64: demo reviews with owner replies (the daily activity history is activity.ts). Reviewers are
 * the demo's user accounts (never the business's own owner). A separate random source keeps every other pick of
 * the demo data as it was. Ratings and review counts of the businesses follow their reviews, as the reviews
 * module keeps them.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MAX_PARAMS = 900;

type Words = { en: string; guj: string };

const PRAISE: Words[] = [
  { en: 'Very good service and fair prices. Recommended.', guj: 'ખૂબ સારી સેવા અને વાજબી ભાવ. ભલામણ કરું છું.' },
  { en: 'Friendly staff, they explained everything patiently.', guj: 'સ્ટાફ મળતાવડો છે, બધું ધીરજથી સમજાવ્યું.' },
  { en: 'Best {category} in {city}. Will come again.', guj: '{city}માં શ્રેષ્ઠ {category}. ફરી આવીશું.' },
  { en: 'Quality is excellent and delivery was on time.', guj: 'ગુણવત્તા ઉત્તમ અને સમયસર ડિલિવરી.' },
  { en: 'Trusted name, we have been coming here for years.', guj: 'ભરોસાપાત્ર નામ, વર્ષોથી અહીં આવીએ છીએ.' },
  { en: 'Clean place and quick work. Happy with the result.', guj: 'સ્વચ્છ જગ્યા અને ઝડપી કામ. પરિણામથી ખુશ.' },
];
const FAIR: Words[] = [
  { en: 'Good work but had to wait a while.', guj: 'કામ સારું, પણ થોડી રાહ જોવી પડી.' },
  { en: 'Decent. Prices are a little high for {city}.', guj: 'ઠીક છે. {city} માટે ભાવ થોડા વધારે છે.' },
  { en: 'Okay experience, parking is difficult.', guj: 'અનુભવ ઠીક રહ્યો, પાર્કિંગની તકલીફ છે.' },
];
const POOR: Words[] = [
  { en: 'Not as promised. The order came late.', guj: 'કહ્યા પ્રમાણે ન થયું. ઓર્ડર મોડો આવ્યો.' },
  { en: 'Nobody answered the phone twice.', guj: 'બે વાર ફોન કર્યો, કોઈએ ઉપાડ્યો નહીં.' },
];
const THANKS: Words[] = [
  { en: 'Thank you, {name}! Please visit again.', guj: 'આભાર {name}! ફરી પધારજો.' },
  { en: 'Thanks for the kind words, {name}. See you soon.', guj: 'આપના સારા શબ્દો માટે આભાર, {name}.' },
  { en: 'Glad you liked it. Thank you for trusting us.', guj: 'આપને ગમ્યું તેનો આનંદ. અમારા પર ભરોસો રાખવા બદલ આભાર.' },
];
const SORRY: Words[] = [
  {
    en: 'Sorry about this, {name}. Please call us so we can set it right.',
    guj: 'માફ કરશો {name}. અમને ફોન કરો, અમે સુધારી દઈશું.',
  },
  {
    en: 'Thank you for telling us. We have spoken to our team about it.',
    guj: 'જણાવવા બદલ આભાર. અમે અમારી ટીમ સાથે વાત કરી છે.',
  },
];

/** 5★ 40 %, 4★ 33 %, 3★ 15 %, 2★ 7 %, 1★ 5 %. */
function rating(rng: Random): number {
  const r = rng.next();
  return r < 0.4 ? 5 : r < 0.73 ? 4 : r < 0.88 ? 3 : r < 0.95 ? 2 : 1;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

interface Target {
  business_id: number;
  owner_user_id: number;
  approved_at: string | null;
  created_at: string;
  city_name: string | null;
  city_name_guj: string | null;
  category_name: string | null;
  category_name_guj: string | null;
}

export interface ReviewSeedOptions {
  seed: number;
  /** the demo's reference moment (ms): reviews and views happen before it */
  referenceMs: number;
  /** large (benchmark) data: fewer reviews each */
  large: boolean;
}

export async function seedReviews(
  db: Kysely<DB>,
  opts: ReviewSeedOptions,
): Promise<{ reviews: number; replies: number }> {
  const rng = createRandom(opts.seed ^ 0x5eed_4e71);
  const reviewers = await db
    .selectFrom('users')
    .select(['user_id', 'name', 'language'])
    .where('user_type', '=', 'user')
    .orderBy('user_id')
    .execute();
  let reviews = 0;
  let replies = 0;
  for (let after = 0; ;) {
    const targets: Target[] = await db
      .selectFrom('businesses as b')
      .leftJoin('cities as c', 'c.city_id', 'b.location_id')
      .leftJoin('business_categories as k', 'k.category_id', 'b.category_id')
      .select([
        'b.business_id',
        'b.owner_user_id',
        'b.approved_at',
        'b.created_at',
        'c.city_name',
        'c.city_name_guj',
        'k.category_name',
        'k.category_name_guj',
      ])
      .where('b.is_approve', '=', APPROVAL.APPROVED)
      .where('b.business_id', '>', after)
      .orderBy('b.business_id')
      .limit(500)
      .execute();
    if (!targets.length) break;
    after = targets[targets.length - 1]!.business_id;

    const rows: {
      business_id: number;
      user_id: number;
      rating: number;
      review_text: string;
      owner_reply: string | null;
      owner_reply_at: string | null;
      created_at: string;
      updated_at: string;
    }[] = [];
    for (const b of targets) {
      // Three in four businesses have reviews: a few, now and then many.
      if (rng.chance(0.75)) {
        const count = opts.large ? rng.int(1, 3) : rng.chance(0.2) ? rng.int(8, 14) : rng.int(1, 6);
        const since = Date.parse(b.approved_at ?? b.created_at);
        const span = Math.max(DAY, opts.referenceMs - since - HOUR);
        const people = rng.sample(
          reviewers.filter((u) => u.user_id !== b.owner_user_id),
          count,
        );
        for (const person of people) {
          const stars = rating(rng);
          const gujarati = person.language === 'guj' || rng.chance(0.3);
          const values = {
            city: (gujarati ? b.city_name_guj : b.city_name) ?? b.city_name ?? '',
            category: ((gujarati ? b.category_name_guj : b.category_name) ?? b.category_name ?? '').toLowerCase(),
            name: person.name.split(' ')[0] ?? person.name,
          };
          const text = rng.pick(stars >= 4 ? PRAISE : stars === 3 ? FAIR : POOR);
          const at = since + Math.floor(rng.next() * span);
          const reply = rng.chance(0.75) ? rng.pick(stars >= 4 ? THANKS : SORRY) : null;
          const replyAt = reply ? Math.min(opts.referenceMs - 60_000, at + rng.int(1, 48) * HOUR) : null;
          rows.push({
            business_id: b.business_id,
            user_id: person.user_id,
            rating: stars,
            // One in six leaves only the stars.
            review_text: rng.chance(1 / 6) ? '' : fill(gujarati ? text.guj : text.en, values),
            owner_reply: reply ? fill(gujarati ? reply.guj : reply.en, values) : null,
            owner_reply_at: replyAt ? new Date(replyAt).toISOString() : null,
            created_at: new Date(at).toISOString(),
            updated_at: new Date(replyAt ?? at).toISOString(),
          });
          if (reply) replies++;
        }
      }
    }
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += Math.floor(MAX_PARAMS / 8)) {
        await trx
          .insertInto('business_reviews')
          .values(rows.slice(i, i + Math.floor(MAX_PARAMS / 8)))
          .execute();
      }
      // Ratings and counts follow the reviews.
      const ids = targets.map((t) => t.business_id);
      await trx
        .updateTable('businesses')
        .set({
          ratings: sql`coalesce((select round(avg(r.rating) * 10) / 10.0 from business_reviews r where r.business_id = businesses.business_id and r.is_hidden = 0), 0)`,
          number_of_reviews: sql`(select count(*) from business_reviews r where r.business_id = businesses.business_id and r.is_hidden = 0)`,
        })
        .where('business_id', 'in', ids)
        .execute();
    });
    reviews += rows.length;
  }
  return { reviews, replies };
}
