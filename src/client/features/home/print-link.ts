/** The print view of the map, or of one place when the map was opened on one (`?place=`). */
export function printHref(place: string | null): string {
  return place ? `/print?${new URLSearchParams({ place })}` : '/print';
}
