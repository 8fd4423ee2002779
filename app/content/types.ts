/** Shapes shared by the page content modules. */

/** Keys of the icons the section components know how to draw. */
export type IconName =
  | "shield"
  | "leaf"
  | "clock"
  | "star"
  | "award"
  | "users"
  | "hammer"
  | "droplets"
  | "gauge"
  | "sparkles"
  | "phone"
  | "mail"
  | "map-pin"
  | "calendar"
  | "heart"
  | "check"
  | "home"
  | "building";

export type Stat = { value: string; label: string };

export type ServiceCard = { title: string; description: string; features: readonly string[]; icon: IconName };

export type ProcessStep = { step: string; title: string; desc: string };

export type Testimonial = { name: string; location: string; rating: number; text: string; service: string };

export type EquipmentCard = { icon: IconName; title: string; description: string };

export type SectionHeading = { eyebrow?: string; title: string; lead?: string };

export type FaqItem = { question: string; answer: string };
