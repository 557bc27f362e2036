/**
 * Demo events and offers (issue 7): 14 events around the seeding day (upcoming, past, multi-day, one draft
 * and one cancelled) and 14 offers (site offers and offers of approved businesses; some with a discount and a
 * code, some expired). Dates are India calendar days relative to the day the seeder runs, so the demo always
 * has something upcoming; everything else comes from a seeded random source. Pictures are drawn as SVG and
 * rasterised by sharp to WebP under uploads/seed/events and uploads/seed/offers.
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import { APPROVAL } from '@gd/contracts/codes';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import type { DB } from '../schema';
import { gallerySvg, productSvg, SEED_UPLOAD_DIR } from './images';
import { createRandom } from './random';

interface SeedEvent {
  name: string;
  /** days from the seeding day */
  start: number;
  /** length in days (1 = one day) */
  days: number;
  location: string;
  organizer: string;
  description: string;
  status?: 'published' | 'draft' | 'cancelled';
}

const EVENTS: readonly SeedEvent[] = [
  {
    name: 'Vibrant Gujarat MSME Expo',
    start: 6,
    days: 3,
    location: 'Mahatma Mandir, Gandhinagar',
    organizer: 'Gujarat Chamber of Commerce',
    description:
      'Three days of stalls, buyer-seller meets and workshops for small and medium businesses from every district of Gujarat. Meet suppliers of packaging, machinery and software, learn about GST filing and export schemes, and bring your business card: the directory team will help you claim and complete your free listing on the spot.',
  },
  {
    name: 'Surat Textile Traders Meet',
    start: 2,
    days: 1,
    location: 'Sarsana Convention Centre, Surat',
    organizer: 'Surat Textile Association',
    description:
      'An evening for saree, dress material and embroidery traders to meet wholesale buyers from across India. Talks on online selling, digital catalogues and faster payments.',
  },
  {
    name: 'Rajkot Engineering Fair',
    start: 14,
    days: 4,
    location: 'Race Course Ground, Rajkot',
    organizer: 'Rajkot Engineering Association',
    description:
      'Pumps, diesel engines, castings, CNC parts and bearings from Rajkot, Jamnagar and Morbi makers. Live demonstrations, dealer enquiries and a job corner for ITI and diploma students looking for apprenticeships in the engineering units of Saurashtra.',
  },
  {
    name: 'Vadodara Food Street Festival',
    start: 0,
    days: 2,
    location: 'Akota Stadium, Vadodara',
    organizer: 'Baroda Food Lovers Club',
    description:
      'Sev usal, lilo chevdo, khaman and kulfi from the city’s favourite stalls, with live music every evening. Entry free; stall bookings through the organizer.',
  },
  {
    name: 'Kutch Handicraft Mela',
    start: 25,
    days: 5,
    location: 'Bhuj Haat, Bhuj',
    organizer: 'Kutch Artisans Collective',
    description:
      'Rogan art, bandhani, ajrakh block printing, mirror work and leather craft straight from artisan families of Kutch. Buy directly from the makers, watch demonstrations and book workshops for schools and corporate teams.',
  },
  {
    name: 'Digital Payments Workshop for Shopkeepers',
    start: 9,
    days: 1,
    location: 'GCCI Hall, Ashram Road, Ahmedabad',
    organizer: 'Gujarat Business Directory',
    description:
      'A free two-hour session in Gujarati on UPI QR codes, payment links, invoices and keeping accounts on the phone. Bring your smartphone.',
  },
  {
    name: 'Anand Dairy and Agri Expo',
    start: 40,
    days: 2,
    location: 'Town Hall Ground, Anand',
    organizer: 'Charotar Agri Forum',
    description:
      'Milking machines, cattle feed, drip irrigation and cold storage for dairy farmers and cooperatives of Charotar.',
  },
  {
    name: 'Navratri Garba Night for Traders',
    start: -12,
    days: 1,
    location: 'GMDC Ground, Ahmedabad',
    organizer: 'Amdavad Vepari Mandal',
    description:
      'An evening of garba and dandiya for trader families with live orchestra, traditional dress contest and food stalls from member businesses.',
  },
  {
    name: 'Bhavnagar Diamond Buyers Day',
    start: -30,
    days: 1,
    location: 'Diamond Bourse Hall, Bhavnagar',
    organizer: 'Bhavnagar Diamond Association',
    description:
      'Cutting and polishing units of Bhavnagar met jewellers and exporters from Mumbai, Surat and Jaipur for a day of buyer meetings and certification talks.',
  },
  {
    name: 'Uttarayan Kite Makers Bazaar',
    start: -45,
    days: 3,
    location: 'Raipur Darwaja, Ahmedabad',
    organizer: 'Patang Bazaar Vepari Sangh',
    description:
      'Kite makers and manja sellers of the old city showed new designs ahead of the kite season, with wholesale rates for shops from other towns. Visitors enjoyed undhiyu, jalebi and chikki stalls along the street through all three evenings of the bazaar.',
  },
  {
    name: 'Morbi Ceramic Tile Show',
    start: -70,
    days: 2,
    location: 'Sanala Road Exhibition Centre, Morbi',
    organizer: 'Morbi Ceramic Association',
    description:
      'Vitrified tiles, sanitaryware and wall tiles from more than a hundred Morbi factories, with dealer meets and export talks.',
  },
  {
    name: 'Junagadh Mango Growers Meet',
    start: -120,
    days: 1,
    location: 'Agricultural University Hall, Junagadh',
    organizer: 'Saurashtra Kesar Growers Group',
    description:
      'Kesar mango growers met packers and exporters to agree on grading, cartons and cold chain for the new season.',
  },
  {
    name: 'Gandhinagar Startup Pitch Day',
    start: 18,
    days: 1,
    location: 'GIFT City Club, Gandhinagar',
    organizer: 'Gujarat Startup Circle',
    description: 'Ten early-stage teams pitch to angel investors. Details are being finalised.',
    status: 'draft',
  },
  {
    name: 'Saputara Monsoon Traders Retreat',
    start: 4,
    days: 2,
    location: 'Lake View Resort, Saputara',
    organizer: 'Dang Tourism Traders',
    description:
      'A weekend retreat for hotel and travel businesses. Cancelled because of the road repairs on the ghat section; registrations will be refunded by the organizer.',
    status: 'cancelled',
  },
];

interface SeedOffer {
  name: string;
  short: string;
  description: string;
  /** days from the seeding day */
  start: number;
  end: number;
  discount?: number;
  code?: string;
  /** offered by an approved business of this category (absent: a site offer by the directory) */
  category?: string;
}

const OFFERS: readonly SeedOffer[] = [
  {
    name: 'Early-bird Premium listing free for 3 months',
    short: 'List your business now and get Premium features free for three months.',
    description:
      '<p>Register your business on <strong>Gujarat Business Directory</strong> this month and get the Premium plan free for three months:</p><ul><li>top place in your category’s search</li><li>20 gallery photos</li><li>offers and jobs on your profile</li></ul><p>No card needed. Read the <a href="/terms-users">terms of use</a>.</p>',
    start: -10,
    end: 50,
    code: 'EARLYBIRD',
  },
  {
    name: 'Diwali sweets festival',
    short: 'Kaju katli, mohanthal and ghari boxes at festival prices.',
    description:
      '<p>Fresh <strong>kaju katli</strong>, mohanthal, ghari and dry-fruit boxes made in pure ghee. Corporate gift boxes packed with your greeting card.</p><p>Order two days in advance for boxes above 5 kg.</p>',
    start: -3,
    end: 12,
    discount: 15,
    code: 'DIWALI15',
    category: 'Dairy & Sweets (Farsan)',
  },
  {
    name: 'Wedding season saree collection',
    short: 'Patola, bandhani and Banarasi sarees for the wedding season.',
    description:
      '<p>New arrivals of <em>Patan patola</em>, Jamnagar bandhani and Banarasi silk. Free fall and pico with every saree; blouse stitching in three days.</p>',
    start: -5,
    end: 30,
    discount: 20,
    category: 'Textiles & Sarees',
  },
  {
    name: 'Free AC service check-up',
    short: 'Book a free check-up before the summer rush.',
    description:
      '<p>Our technicians check gas, filters and cooling for split and window ACs at no charge. Spare parts and gas refill billed at printed rates.</p>',
    start: 0,
    end: 20,
    category: 'Electronics & Appliances',
  },
  {
    name: 'Annual health check package',
    short: 'Full body check-up with 70 tests and a doctor consultation.',
    description:
      '<p>Includes blood sugar, lipid profile, thyroid, liver and kidney tests, ECG and a consultation. Home sample collection in the city.</p><ol><li>Book a slot</li><li>Fast for 10 hours</li><li>Reports on WhatsApp the same evening</li></ol>',
    start: -15,
    end: 45,
    discount: 30,
    code: 'HEALTH30',
    category: 'Pathology Labs',
  },
  {
    name: 'Tyre exchange before the wedding-season trips',
    short: 'Get up to ₹1,500 for your old tyres on a new set.',
    description: '<p>Exchange old tyres of any brand for a new set with free alignment and balancing.</p>',
    start: 3,
    end: 40,
    category: 'Car Repair',
  },
  {
    name: 'Coaching batch admissions open',
    short: 'New batches for class 10 and 12 board exams.',
    description:
      '<p>Small batches of 20 students in Gujarati and English medium. Weekly tests and a parents’ meeting every month.</p>',
    start: -20,
    end: 15,
    discount: 10,
    code: 'BOARD10',
    category: 'Coaching Classes',
  },
  {
    name: 'Yoga for beginners — first week free',
    short: 'Morning and evening batches; first week free for new members.',
    description: '<p>Hatha yoga and pranayama for beginners. Mats provided.</p>',
    start: -2,
    end: 60,
    discount: 100,
    code: 'YOGAFREE',
    category: 'Yoga Centres',
  },
  {
    name: 'Directory business card printing',
    short: '100 business cards with your directory QR code.',
    description:
      '<p>Print 100 visiting cards with a QR code that opens your profile on <strong>Gujarat Business Directory</strong>. Delivery in Ahmedabad, Surat, Vadodara and Rajkot.</p>',
    start: 1,
    end: 25,
    discount: 25,
    code: 'CARDS25',
  },
  {
    name: 'Navratri chaniya choli sale',
    short: 'Chaniya cholis and kediyu at clearance prices.',
    description: '<p>Last season’s designs at clearance prices. All sales final.</p>',
    start: -60,
    end: -20,
    discount: 40,
    code: 'GARBA40',
    category: 'Textiles & Sarees',
  },
  {
    name: 'Uttarayan kite combo',
    short: 'Kites and manja combo packs for the kite festival.',
    description: '<p>Combo packs of 50 kites with 1,000 m manja.</p>',
    start: -90,
    end: -60,
    discount: 12,
    category: 'Handicrafts',
  },
  {
    name: 'Summer ice cream party packs',
    short: 'Family packs at a special price.',
    description: '<p>Family packs of kesar pista, rajbhog and sitafal ice cream.</p>',
    start: -150,
    end: -100,
    code: 'COOL50',
    category: 'Dairy & Sweets (Farsan)',
  },
  {
    name: 'Furniture exchange fest',
    short: 'Exchange your old sofa or bed for a discount on new furniture.',
    description:
      '<p>Sheesham and teak wood sofas, beds and dining sets made in our Ahmedabad workshop. Old furniture picked up free.</p>',
    start: 5,
    end: 35,
    discount: 18,
    category: 'Furniture',
  },
  {
    name: 'Free listing review by our team',
    short: 'Our team reviews your profile and suggests improvements.',
    description:
      '<p>Send your business profile for a free review: we check photos, services and contact details and suggest what customers look for.</p>',
    start: -1,
    end: 90,
  },
];

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

async function writePicture(svg: string, file: string): Promise<void> {
  if (await exists(file)) return;
  await sharp(Buffer.from(svg)).webp({ quality: 70 }).toFile(file);
}

/**
 * Adds the demo events and offers. `now` is the seeding moment (the demo's dates follow it).
 * Deterministic for a given `seed` and day.
 */
export async function seedContent(
  db: Kysely<DB>,
  opts: { dataDir: string; seed: number; now: Date },
): Promise<{ events: number; offers: number }> {
  const rng = createRandom(opts.seed + 7007);
  const today = indiaDate(opts.now);
  const eventDir = path.join(opts.dataDir, SEED_UPLOAD_DIR, 'events');
  const offerDir = path.join(opts.dataDir, SEED_UPLOAD_DIR, 'offers');
  await mkdir(eventDir, { recursive: true });
  await mkdir(offerDir, { recursive: true });

  const admin = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_type', '=', 'admin')
    .orderBy('user_id')
    .executeTakeFirst();
  // Each business offer comes from an approved business of its category (a different one for a category's
  // second offer); a database without such a business lends the offer to the first approved ones.
  const wanted = [...new Set(OFFERS.flatMap((o) => (o.category ? [o.category] : [])))];
  const approved = db
    .selectFrom('businesses as b')
    .leftJoin('business_categories as c', 'c.category_id', 'b.category_id')
    .select(['b.business_id', 'b.owner_user_id', 'c.category_name'])
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null)
    .orderBy('b.business_id');
  const [fitting, first] = await Promise.all([
    approved.where('c.category_name', 'in', wanted.length ? wanted : ['']).execute(),
    approved.limit(OFFERS.length).execute(),
  ]);
  const used = new Map<string, number>();
  let lent = 0;
  const businessFor = (category: string | undefined) => {
    if (!category) return undefined;
    const ofCategory = fitting.filter((c) => c.category_name === category);
    const n = used.get(category) ?? 0;
    used.set(category, n + 1);
    if (ofCategory.length) return ofCategory[n % ofCategory.length];
    return first.length ? first[lent++ % first.length] : undefined;
  };

  const eventRows = await Promise.all(
    EVENTS.map(async (e, i) => {
      const name = `event-${String(i + 1).padStart(2, '0')}.webp`;
      await writePicture(gallerySvg(100 + i), path.join(eventDir, name));
      const start = addDays(today, e.start);
      const created = new Date(Date.parse(`${addDays(today, Math.min(e.start, 0) - rng.int(10, 40))}T06:00:00Z`));
      return {
        event_name: e.name,
        event_description: e.description,
        event_start_date: start,
        event_end_date: e.days > 1 ? addDays(start, e.days - 1) : null,
        event_location: e.location,
        event_organizer: e.organizer,
        event_image_url: `/uploads/seed/events/${name}`,
        event_status: e.status ?? 'published',
        created_by: admin?.user_id ?? null,
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
      };
    }),
  );
  await db.insertInto('events').values(eventRows).execute();

  const offerBusinesses = OFFERS.map((o) => businessFor(o.category));
  const offerRows = await Promise.all(
    OFFERS.map(async (o, i) => {
      const name = `offer-${String(i + 1).padStart(2, '0')}.webp`;
      await writePicture(productSvg(200 + i), path.join(offerDir, name));
      const business = offerBusinesses[i];
      const created = new Date(Date.parse(`${addDays(today, Math.min(o.start, 0) - rng.int(1, 10))}T05:30:00Z`));
      return {
        business_id: business?.business_id ?? null,
        offer_name: o.name,
        offer_description_short: o.short,
        offer_description: o.description,
        offer_start_date: addDays(today, o.start),
        offer_end_date: addDays(today, o.end),
        offer_image_url: `/uploads/seed/offers/${name}`,
        offer_discount: o.discount ?? null,
        offer_code: o.code ?? null,
        created_by: business ? business.owner_user_id : (admin?.user_id ?? null),
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
      };
    }),
  );
  await db.insertInto('offers').values(offerRows).execute();
  return { events: eventRows.length, offers: offerRows.length };
}
