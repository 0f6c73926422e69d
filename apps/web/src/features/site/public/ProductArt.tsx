import type { ProductId } from '@/config/products';

/** Drawn product illustrations (no photographs were supplied); decorative, hidden from AT. */
export function ProductArt({ id, className }: { id: ProductId; className?: string }) {
  return (
    <svg
      viewBox="0 0 240 200"
      width="240"
      height="200"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <ellipse cx="120" cy="186" rx="92" ry="8" fill="#0b1b33" opacity="0.12" />
      {id === 'nano-box' ? <NanoBox /> : id === 'multi-boxes' ? <MultiBoxes /> : <MegaCharger />}
    </svg>
  );
}

function NanoBox() {
  return (
    <g>
      <rect x="70" y="40" width="100" height="142" rx="18" fill="#132340" />
      <rect x="80" y="52" width="80" height="50" rx="8" fill="#2ee6a8" opacity="0.9" />
      <path d="M124 60 l-14 22 h10 l-4 14 l16 -24 h-10 z" fill="#0b1b33" />
      <rect x="86" y="118" width="68" height="10" rx="5" fill="#334158" />
      <rect x="86" y="136" width="68" height="10" rx="5" fill="#334158" />
      <path
        d="M100 146 q-10 22 -30 26"
        stroke="#2ee6a8"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M140 146 q12 20 34 24"
        stroke="#d5dbe6"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
}

function MultiBoxes() {
  return (
    <g>
      <rect x="50" y="14" width="140" height="168" rx="14" fill="#132340" />
      <rect x="62" y="26" width="116" height="40" rx="6" fill="#2ee6a8" opacity="0.9" />
      <path d="M124 32 l-12 16 h9 l-3 12 l14 -18 h-9 z" fill="#0b1b33" />
      {[0, 1, 2].map((row) =>
        [0, 1].map((col) => (
          <g key={`${row}-${col}`}>
            <rect
              x={62 + col * 60}
              y={76 + row * 34}
              width="56"
              height="28"
              rx="5"
              fill="#334158"
            />
            <circle cx={110 + col * 60} cy={90 + row * 34} r="3" fill="#2ee6a8" />
          </g>
        )),
      )}
    </g>
  );
}

function MegaCharger() {
  return (
    <g>
      <rect x="40" y="20" width="160" height="162" rx="16" fill="#132340" />
      <rect x="52" y="32" width="136" height="64" rx="8" fill="#2ee6a8" opacity="0.9" />
      <rect x="64" y="46" width="64" height="8" rx="4" fill="#0b1b33" />
      <rect x="64" y="62" width="96" height="6" rx="3" fill="#065f49" />
      <rect x="64" y="74" width="80" height="6" rx="3" fill="#065f49" />
      {[0, 1, 2, 3, 4, 5, 6].map((slot) => (
        <rect
          key={slot}
          x={52 + slot * 19.5}
          y="108"
          width="15"
          height="62"
          rx="4"
          fill="#334158"
        />
      ))}
    </g>
  );
}
