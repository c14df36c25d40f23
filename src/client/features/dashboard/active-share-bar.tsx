/** How many of the maps are active, as a bar with its number (spec section 2: Maps Aktif). */
export function ActiveShareBar({ percentage }: { percentage: number }) {
  return (
    <div className="share-bar">
      <div
        className="share-bar__track"
        role="progressbar"
        aria-label="Persentase maps aktif"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
      >
        <div className="share-bar__fill" style={{ width: `${percentage}%` }} />
      </div>
      <span className="share-bar__text">{percentage}% dari semua layer</span>
    </div>
  );
}
