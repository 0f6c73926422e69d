/** A QR code the server drew as one SVG path (`viewBox="0 0 size size"`, quiet zone included). */
export function QrSvg({
  qr,
  label,
  className,
}: {
  qr: { size: number; path: string };
  label: string;
  className?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      className={className}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
