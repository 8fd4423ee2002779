import {
  Award,
  Building2,
  Calendar,
  CircleCheck,
  Clock,
  Droplets,
  Gauge,
  Hammer,
  Heart,
  House,
  Leaf,
  Mail,
  MapPin,
  Phone,
  ShieldCheck,
  Sparkles,
  Star,
  Users,
  type LucideIcon,
} from "lucide-react";

import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  shield: ShieldCheck,
  leaf: Leaf,
  clock: Clock,
  star: Star,
  award: Award,
  users: Users,
  hammer: Hammer,
  droplets: Droplets,
  gauge: Gauge,
  sparkles: Sparkles,
  phone: Phone,
  mail: Mail,
  "map-pin": MapPin,
  calendar: Calendar,
  heart: Heart,
  check: CircleCheck,
  home: House,
  building: Building2,
};

/** Draws a content icon by name; icons are decoration, so hidden from assistive technology. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}

/** An icon in a soft rounded square, as used at the top of cards. */
export function IconBadge({ name, tone = "garden" }: { name: IconName; tone?: "garden" | "water" }) {
  return (
    <span className={tone === "water" ? "inline-flex size-12 items-center justify-center rounded-xl bg-water-50 text-water-700" : "inline-flex size-12 items-center justify-center rounded-xl bg-garden-50 text-garden-700"}>
      <Icon name={name} className="size-6" />
    </span>
  );
}
