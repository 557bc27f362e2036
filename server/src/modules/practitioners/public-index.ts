import type { MedicalMasters } from '../records/service';
import type { City } from '../reference/service';
import { bitsOf, emptyBits, hasBit, pageOfBits, type Bits } from './public-bits';
import { cardHead, staticCard, type StaticCard } from './public-cards';
import type { CardRow, PublicFilter } from './public-repo';

/**
 * Decision 66: every verified, active practitioner in memory — the card columns in the list's order (rating,
 * reviews, id), specialties, degrees, weekly timings and leave days from the index's day on. It answers the same
 * questions as public-repo.ts, with the same rows in the same order, so the service cannot tell them apart (a
 * test compares the two on both databases). Live bookings are kept apart (public-engine.ts): they change with
 * every booking, this only when a practitioner does.
 */

export interface TimingRow {
  practitioner_id: number;
  day: number;
  opens: number;
  closes: number;
  location_id: number | null;
}
export interface LeaveRow {
  practitioner_id: number;
  leave_date: string;
}
interface Pair {
  practitioner_id: number;
}
export interface SpecialtyRow extends Pair {
  specialty_id: number;
}
export interface DegreeRow extends Pair {
  degree_id: number;
}

export interface IndexInput {
  cards: CardRow[];
  specialties: SpecialtyRow[];
  degrees: DegreeRow[];
  timings: TimingRow[];
  leaves: LeaveRow[];
  masters: MedicalMasters;
  cities: ReadonlyMap<number, City>;
}

function groupBy<T extends Pair>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.practitioner_id);
    if (list) list.push(row);
    else out.set(row.practitioner_id, [row]);
  }
  return out;
}

const NONE: never[] = [];

export class PractitionerIndex {
  private readonly cards: CardRow[];
  private readonly byId = new Map<number, CardRow>();
  /** lower-case name and Gujarati name of each card, in the cards' order (the `q` filter) */
  private readonly names: string[];
  /** each practitioner's card but its next slot, made once */
  private readonly statics = new Map<number, StaticCard>();
  private readonly heads = new Map<number, Buffer>();
  /** the filters' columns, in the cards' order: city (0 none), fee in paise (NaN none), languages as bits */
  private readonly cityOf: Int32Array;
  private readonly feeOf: Float64Array;
  private readonly languagesOf: Uint32Array;
  private readonly languageBits = new Map<string, number>();
  private readonly specialties: Map<number, SpecialtyRow[]>;
  private readonly degrees: Map<number, DegreeRow[]>;
  private readonly timings: Map<number, TimingRow[]>;
  private readonly leaves: Map<number, Set<string>>;
  /** positions of each city's and each specialty's cards, in the list's order (the filters start there) */
  private readonly byCity = new Map<number, number[]>();
  private readonly bySpecialty = new Map<number, number[]>();
  /** each specialty's cards as flags by position, and the positions of the names holding each pair of letters */
  private readonly hasSpecialty = new Map<number, Uint8Array>();
  private readonly byPair = new Map<string, number[]>();
  private readonly byLanguage = new Map<number, number[]>();
  /** the positions of a city's, a specialty's or a language's cards as bits (made when first asked) */
  private readonly bitsByKey = new Map<string, Bits>();
  private readonly positionOf = new Map<number, number>();
  /** per ISO weekday (1–7): each practitioner consulting that day, in the list's order, with that day's windows */
  private readonly byWeekday: Map<number, TimingRow[]>[] = Array.from({ length: 8 }, () => new Map());

  constructor(input: IndexInput) {
    this.cards = input.cards;
    input.cards.forEach((card, position) => {
      this.byId.set(card.practitioner_id, card);
      this.positionOf.set(card.practitioner_id, position);
    });
    this.names = input.cards.map((c) => `${c.name.toLowerCase()}\u0000${(c.name_guj ?? '').toLowerCase()}`);
    this.specialties = groupBy(input.specialties);
    this.degrees = groupBy(input.degrees);
    this.timings = groupBy(input.timings);
    this.leaves = new Map();
    const n = input.cards.length;
    this.cityOf = new Int32Array(n);
    this.feeOf = new Float64Array(n);
    this.languagesOf = new Uint32Array(n);
    input.cards.forEach((c, i) => {
      this.cityOf[i] = c.city_id ?? 0;
      this.feeOf[i] = c.consultation_fee ?? Number.NaN;
      this.languagesOf[i] = this.languageMask(c.languages ?? '', true);
      const id = c.practitioner_id;
      const card = staticCard(
        c,
        this.specialties.get(id) ?? NONE,
        this.degrees.get(id) ?? NONE,
        input.masters,
        input.cities,
      );
      this.statics.set(id, card);
      this.heads.set(id, cardHead(card));
    });
    const push = <K>(map: Map<K, number[]>, key: K, position: number) => {
      const list = map.get(key);
      if (!list) map.set(key, [position]);
      else if (list[list.length - 1] !== position) list.push(position); // once per card
    };
    input.cards.forEach((card, position) => {
      if (card.city_id) push(this.byCity, card.city_id, position);
      for (const s of this.specialties.get(card.practitioner_id) ?? NONE)
        push(this.bySpecialty, s.specialty_id, position);
      const name = this.names[position]!;
      for (let k = 0; k + 2 <= name.length; k++) {
        const pair = name.slice(k, k + 2);
        if (!pair.includes('\u0000')) push(this.byPair, pair, position);
      }
      for (const t of this.timings.get(card.practitioner_id) ?? NONE) {
        const day = this.byWeekday[t.day];
        if (!day) continue;
        const windows = day.get(card.practitioner_id);
        if (windows) windows.push(t);
        else day.set(card.practitioner_id, [t]);
      }
    });
    for (let i = 0; i < n; i++)
      for (let bit = 0; bit < 32; bit++) if (this.languagesOf[i]! & (1 << bit)) push(this.byLanguage, bit, i);
    for (const [specialty, positions] of this.bySpecialty) {
      const flags = new Uint8Array(n);
      for (const i of positions) flags[i] = 1;
      this.hasSpecialty.set(specialty, flags);
    }
    for (const l of input.leaves) {
      const days = this.leaves.get(l.practitioner_id);
      if (days) days.add(l.leave_date);
      else this.leaves.set(l.practitioner_id, new Set([l.leave_date]));
    }
  }

  get size(): number {
    return this.cards.length;
  }

  /**
   * The bits of a `,gu,hi,` language list (as the database's `like '%,gu,%'` reads it: codes between commas). A
   * code the index has not seen gets no bit when asked (0: nobody matches), a new one when building; past 32
   * codes the last bit is shared, and `matches` then checks the text.
   */
  private languageMask(list: string, learn: boolean): number {
    let mask = 0;
    const codes = list.split(',');
    for (let k = 1; k < codes.length - 1; k++) {
      const code = codes[k]!;
      let bit = this.languageBits.get(code);
      if (bit === undefined && learn) {
        bit = Math.min(this.languageBits.size, 31);
        this.languageBits.set(code, bit);
      }
      if (bit !== undefined) mask |= 1 << bit;
    }
    return mask >>> 0;
  }

  private matches(i: number, f: PublicFilter, q: string | undefined, language: number): boolean {
    if (f.cityId && this.cityOf[i] !== f.cityId) return false;
    const fee = this.feeOf[i]!;
    if (f.feeMinPaise !== undefined && !(fee >= f.feeMinPaise)) return false;
    if (f.feeMaxPaise !== undefined && !(fee <= f.feeMaxPaise)) return false;
    if (f.language) {
      if (!(this.languagesOf[i]! & language)) return false;
      if (this.languageBits.size > 31 && !(this.cards[i]!.languages ?? '').includes(`,${f.language},`)) return false;
    }
    if (q && !this.names[i]!.includes(q)) return false;
    if (f.specialtyId && !this.hasSpecialty.get(f.specialtyId)?.[i]) return false;
    const id = this.cards[i]!.practitioner_id;
    if (f.consultsOn) {
      const { weekday, afterMinute, date } = f.consultsOn;
      if (!(this.timings.get(id) ?? NONE).some((t) => t.day === weekday && t.closes > afterMinute)) return false;
      if (this.leaves.get(id)?.has(date)) return false;
    }
    return true;
  }

  /**
   * Visits the positions of the matching cards in list order; answers false, visiting none, when nothing filters
   * (everyone matches). Nothing is collected on the way: a page and its count need no list of every match.
   */
  private scan(f: PublicFilter, visit: (position: number) => void): boolean {
    // The name never holds the NUL that separates its two scripts, so a query with one matches nothing.
    const q = f.q?.toLowerCase();
    // Start from the shortest list the filters allow — a city's cards, a specialty's, or the names holding the
    // query's rarest pair of letters — else everyone's; each card of it is then checked against every filter.
    let base: readonly number[] | undefined;
    const shorter = (list: readonly number[]) => {
      if (!base || list.length < base.length) base = list;
    };
    if (f.cityId) shorter(this.byCity.get(f.cityId) ?? NONE);
    if (f.specialtyId) shorter(this.bySpecialty.get(f.specialtyId) ?? NONE);
    const language = f.language ? this.languageMask(`,${f.language},`, false) : 0;
    if (f.language) shorter(language ? (this.byLanguage.get(Math.log2(language)) ?? NONE) : NONE);
    if (q && q.length >= 2 && !q.includes('\u0000')) {
      for (let k = 0; k + 2 <= q.length; k++) shorter(this.byPair.get(q.slice(k, k + 2)) ?? NONE);
    }
    const filtering = f.cityId || f.specialtyId || f.language || q || f.consultsOn;
    if (!filtering && f.feeMinPaise === undefined && f.feeMaxPaise === undefined) return false;
    if (base) {
      for (const i of base) if (this.matches(i, f, q, language)) visit(i);
    } else {
      for (let i = 0; i < this.cards.length; i++) if (this.matches(i, f, q, language)) visit(i);
    }
    return true;
  }

  matchingIds(f: PublicFilter): number[] {
    const ids: number[] = [];
    const add = (i: number) => ids.push(this.cards[i]!.practitioner_id);
    if (!this.scan(f, add)) for (let i = 0; i < this.cards.length; i++) add(i);
    return ids;
  }

  /** The positions of these practitioners' cards as bits (those not in the index are left out). */
  bitsOfIds(ids: Iterable<number>): Bits {
    const positions: number[] = [];
    for (const id of ids) {
      const p = this.positionOf.get(id);
      if (p !== undefined) positions.push(p);
    }
    return bitsOf(positions, this.cards.length);
  }

  private bitsFor(key: string, positions: () => Iterable<number>): Bits {
    let bits = this.bitsByKey.get(key);
    if (!bits) {
      bits = bitsOf(positions(), this.cards.length);
      this.bitsByKey.set(key, bits);
    }
    return bits;
  }

  /** The cards listing a language, as the database's `like '%,gu,%'` reads the list (kept per code). */
  private languageBitsOf(code: string): Bits {
    if (!this.languageBits.has(code)) return emptyBits(this.cards.length);
    const needle = `,${code},`;
    return this.bitsFor(`l${code}`, () =>
      this.cards.flatMap((c, i) => ((c.languages ?? '').includes(needle) ? [i] : [])),
    );
  }

  /**
   * A page of the matches, and their count; with `keep`, only the positions it sets count. The filters are bits
   * ANDed word by word (public-bits.ts); a name query walks the shortest list of positions holding one of its pairs
   * of letters and checks the bits and the name at each.
   */
  page(f: PublicFilter, limit: number, offset: number, keep?: Bits): { rows: CardRow[]; count: number } {
    if (f.consultsOn) return this.pageByScan(f, limit, offset, keep);
    const n = this.cards.length;
    const sets: Bits[] = [];
    if (f.cityId) sets.push(this.bitsFor(`c${f.cityId}`, () => this.byCity.get(f.cityId!) ?? NONE));
    if (f.specialtyId) sets.push(this.bitsFor(`s${f.specialtyId}`, () => this.bySpecialty.get(f.specialtyId!) ?? NONE));
    if (f.language) sets.push(this.languageBitsOf(f.language));
    const { feeMinPaise: min, feeMaxPaise: max } = f;
    if (min !== undefined || max !== undefined) {
      const fees: number[] = [];
      for (let i = 0; i < n; i++) {
        const fee = this.feeOf[i]!;
        if ((min === undefined || fee >= min) && (max === undefined || fee <= max)) fees.push(i);
      }
      sets.push(bitsOf(fees, n));
    }
    if (keep) sets.push(keep);
    const q = f.q?.toLowerCase();
    if (q) {
      let base: readonly number[] | undefined;
      if (q.length >= 2 && !q.includes('\u0000')) {
        for (let k = 0; k + 2 <= q.length; k++) {
          const list = this.byPair.get(q.slice(k, k + 2)) ?? NONE;
          if (!base || list.length < base.length) base = list;
        }
      }
      const rows: CardRow[] = [];
      let count = 0;
      const visit = (i: number) => {
        for (const bits of sets) if (!hasBit(bits, i)) return;
        if (!this.names[i]!.includes(q)) return;
        if (count >= offset && rows.length < limit) rows.push(this.cards[i]!);
        count++;
      };
      if (base) for (const i of base) visit(i);
      else for (let i = 0; i < n; i++) visit(i);
      return { rows, count };
    }
    if (!sets.length) return { rows: this.cards.slice(offset, offset + limit), count: n };
    const { positions, count } = pageOfBits(sets, limit, offset);
    return { rows: positions.map((i) => this.cards[i]!), count };
  }

  /** The page by checking each candidate against every filter (the weekday filter of the database's path). */
  private pageByScan(f: PublicFilter, limit: number, offset: number, keep?: Bits) {
    const rows: CardRow[] = [];
    let count = 0;
    const take = (i: number) => {
      if (keep && !hasBit(keep, i)) return;
      if (count >= offset && rows.length < limit) rows.push(this.cards[i]!);
      count++;
    };
    if (!this.scan(f, take)) for (let i = 0; i < this.cards.length; i++) take(i);
    return { rows, count };
  }

  cardsByIds(ids: readonly number[]): CardRow[] {
    return ids.flatMap((id) => {
      const card = this.byId.get(id);
      return card ? [card] : [];
    });
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  /** Every practitioner consulting on an ISO weekday, with that day's windows (ordered by opening). */
  consultingOn(weekday: number): ReadonlyMap<number, readonly TimingRow[]> {
    return this.byWeekday[weekday] ?? new Map();
  }

  onLeave(id: number, date: string): boolean {
    return this.leaves.get(id)?.has(date) ?? false;
  }

  /** The encoded JSON of these cards up to their next slot (public-cards.ts `cardHead`). */
  cardBytes(ids: readonly number[]): Buffer[] {
    const out: Buffer[] = [];
    for (const id of ids) {
      const head = this.heads.get(id);
      if (head) out.push(head);
    }
    return out;
  }

  staticCards(ids: readonly number[]): StaticCard[] {
    return ids.flatMap((id) => {
      const card = this.statics.get(id);
      return card ? [card] : [];
    });
  }

  /** Timings (of one weekday when given, ordered by opening) and leave days between two India dates. */
  timingsAndLeaves(
    ids: readonly number[],
    from: string,
    to: string,
    weekday?: number,
  ): readonly [TimingRow[], LeaveRow[]] {
    const timings = ids.flatMap((id) => {
      const mine = this.timings.get(id) ?? NONE;
      return weekday === undefined ? mine : mine.filter((t) => t.day === weekday);
    });
    timings.sort((a, b) => a.opens - b.opens);
    const leaves: LeaveRow[] = [];
    for (const id of ids)
      for (const leave_date of this.leaves.get(id) ?? NONE)
        if (leave_date >= from && leave_date <= to) leaves.push({ practitioner_id: id, leave_date });
    return [timings, leaves] as const;
  }
}
