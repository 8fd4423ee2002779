/** Shapes of the content the components receive, each given by its schema in `schema/`. */
export type { IconName, Stat } from "./schema/blocks";
export type { PhoneLine, TeamMember } from "./schema/business";
export type { EquipmentCard, FaqItem, PageMeta, ProcessStep, ServiceCard, Testimonial } from "./schema/pages";
