/**
 * Everything that identifies the business. A new owner edits this file and nothing else:
 * components read names, numbers and addresses from here, never write their own.
 * The values are obviously fictional samples (Ofcom drama-range numbers, example.com).
 */

export type PhoneLine = {
  /** As people read and dial it in the UK. */
  display: string;
  /** E.164, for `tel:` links and structured data. */
  e164: string;
  /** Analytics label sent when a visitor taps this link. */
  analyticsLabel: string;
};

export type Division = {
  name: string;
  slug: "drives-and-landscapes" | "exterior-cleaning";
  phone: PhoneLine;
};

export type OpeningHours = {
  /** How the hours read on the page. */
  label: string;
  /** Extra line shown under the hours, if any. */
  note?: string;
  /** Machine-readable days and times for structured data. */
  days: readonly ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
  opens: string;
  closes: string;
};

export type TeamMember = {
  name: string;
  role: string;
  bio: string;
};

export type BusinessConfig = {
  name: string;
  shortName: string;
  tagline: string;
  siteUrl: string;
  email: string;
  phones: { main: PhoneLine; drives: PhoneLine; cleaning: PhoneLine };
  divisions: { drives: Division; cleaning: Division };
  address: { locality: string; region: string; countryCode: string; display: string };
  geo: { latitude: number; longitude: number };
  serviceArea: string;
  coverageCounties: readonly string[];
  towns: readonly string[];
  /**
   * The notes give two readings of the hours; each is shown where the spec puts it:
   * `general` in the header, footer and home page, `office` on About and Contact.
   */
  openingHours: { general: OpeningHours; office: OpeningHours };
  social: { facebook: string };
  founder: TeamMember;
  team: readonly TeamMember[];
  /** GA4 measurement ID; empty means no analytics script is ever loaded. */
  analyticsMeasurementId: string;
  /** WhatsApp number, E.164 (`+447700900456`); empty means Contact shows no WhatsApp link. */
  whatsapp: string;
};

const drivesLine = {
  display: "01632 960123",
  e164: "+441632960123",
  analyticsLabel: "Phone Click - Drives & Landscapes",
} satisfies PhoneLine;

const cleaningLine = {
  display: "07700 900456",
  e164: "+447700900456",
  analyticsLabel: "Phone Click - Exterior Cleaning",
} satisfies PhoneLine;

const founder = {
  name: "Graham Hartwell",
  role: "Founder & Landscaping Specialist",
  bio: "Graham started the business in 2003 and still surveys every driveway, patio and garden we build.",
} satisfies TeamMember;

export const business = {
  name: "Hartwell Outdoor",
  shortName: "Hartwell",
  tagline: "Family-run drives, landscapes and exterior cleaning in Buckinghamshire since 2003",
  siteUrl: "https://www.example.com",
  email: "info@example.com",
  phones: {
    // The main number is the Drives & Landscapes line, tracked under its own label.
    main: { ...drivesLine, analyticsLabel: "Phone Click - Main" },
    drives: drivesLine,
    cleaning: cleaningLine,
  },
  divisions: {
    drives: { name: "Drives & Landscapes", slug: "drives-and-landscapes", phone: drivesLine },
    cleaning: { name: "Exterior Cleaning", slug: "exterior-cleaning", phone: cleaningLine },
  },
  address: {
    locality: "High Wycombe",
    region: "Buckinghamshire",
    countryCode: "GB",
    display: "High Wycombe, Buckinghamshire",
  },
  geo: { latitude: 51.6344, longitude: -0.7489 },
  serviceArea: "Buckinghamshire & Berkshire",
  coverageCounties: ["Buckinghamshire", "Berkshire"],
  towns: [
    "High Wycombe",
    "Chesham",
    "Amersham",
    "Beaconsfield",
    "Marlow",
    "Buckingham",
    "Wendover",
    "Great Missenden",
    "Princes Risborough",
    "Gerrards Cross",
    "Chalfont St Giles",
    "Chalfont St Peter",
    "Iver",
    "Burnham",
    "Stoke Poges",
    "Bracknell",
    "Maidenhead",
    "Windsor",
    "Slough",
    "Wokingham",
    "Wooburn Green",
    "Bourne End",
    "Hazlemere",
    "Penn and Tylers Green",
    "Downley",
    "Stokenchurch",
    "Cookham",
  ],
  openingHours: {
    general: {
      label: "Mon-Sat 7AM-7PM",
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "07:00",
      closes: "19:00",
    },
    office: {
      label: "Mon-Sat 8:00 AM-6:00 PM",
      note: "Sunday emergency calls only",
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "08:00",
      closes: "18:00",
    },
  },
  social: { facebook: "https://www.facebook.com/example" },
  founder,
  team: [
    founder,
    {
      name: "Tom Hartwell",
      role: "Cleaning Services Specialist",
      bio: "Tom joined his dad in 2021 to lead our exterior cleaning division, from block paving to gutters.",
    },
  ],
  analyticsMeasurementId: "",
  whatsapp: "",
} as const satisfies BusinessConfig;
