import { MapPin } from "~/components/ui/icons/map-pin";

/**
 * The 400px space the interactive map fills once it loads. Until then it shows a quiet drawing
 * of the area with the base marked: no tiles and no controls that would pretend to work.
 */
export function LocationMapArea({ label, place }: { label: string; place: string }) {
  return (
    <div role="img" aria-label={label} className="relative h-[400px] overflow-hidden bg-garden-50">
      <svg
        viewBox="0 0 600 400"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        className="absolute inset-0 h-full w-full"
      >
        <rect width="600" height="400" fill="#e7efe6" />
        <path d="M-20 300C80 260 140 320 240 290S420 200 620 240V420H-20Z" fill="#d6e5d4" />
        <path d="M-20 90C90 120 170 60 300 95S480 150 620 110V-20H-20Z" fill="#dce9d9" />
        <path
          d="M0 250C120 230 200 180 300 200S470 260 600 210"
          fill="none"
          stroke="#9cc7cc"
          strokeWidth="10"
          strokeLinecap="round"
        />
        <g fill="none" stroke="#fff" strokeLinecap="round">
          <path d="M40 40L260 190L560 360" strokeWidth="9" />
          <path d="M80 380L300 200L540 30" strokeWidth="7" />
          <path d="M0 160H600" strokeWidth="5" />
          <path d="M420 0C400 120 440 260 380 400" strokeWidth="5" />
        </g>
        <g fill="#c9dbc6">
          <circle cx="120" cy="140" r="26" />
          <circle cx="470" cy="300" r="34" />
          <circle cx="510" cy="110" r="22" />
          <circle cx="180" cy="330" r="20" />
        </g>
      </svg>
      <div className="absolute top-1/2 left-1/2 flex -translate-x-1/2 -translate-y-full flex-col items-center">
        <span className="rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-ink shadow">{place}</span>
        <MapPin aria-hidden="true" className="mt-1 size-10 fill-garden-700 text-white" strokeWidth={1.5} />
      </div>
    </div>
  );
}
