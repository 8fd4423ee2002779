import { Award } from "~/components/ui/icons/award";
import { Building2 } from "~/components/ui/icons/building-2";
import { Calendar } from "~/components/ui/icons/calendar";
import { CircleCheck } from "~/components/ui/icons/circle-check";
import { Clock } from "~/components/ui/icons/clock";
import { Droplets } from "~/components/ui/icons/droplets";
import { Gauge } from "~/components/ui/icons/gauge";
import { Hammer } from "~/components/ui/icons/hammer";
import { Heart } from "~/components/ui/icons/heart";
import { House } from "~/components/ui/icons/house";
import { Leaf } from "~/components/ui/icons/leaf";
import { Mail } from "~/components/ui/icons/mail";
import { MapPin } from "~/components/ui/icons/map-pin";
import { Phone } from "~/components/ui/icons/phone";
import { ShieldCheck } from "~/components/ui/icons/shield-check";
import { Sparkles } from "~/components/ui/icons/sparkles";
import { Star } from "~/components/ui/icons/star";
import { Users } from "~/components/ui/icons/users";
import type { IconComponent } from "~/components/ui/create-icon";

import type { IconName } from "~/content/types";

const icons: Record<IconName, IconComponent> = {
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
    <span
      className={
        tone === "water"
          ? "inline-flex size-12 items-center justify-center rounded-xl bg-water-50 text-water-700"
          : "inline-flex size-12 items-center justify-center rounded-xl bg-garden-50 text-garden-700"
      }
    >
      <Icon name={name} className="size-6" />
    </span>
  );
}
