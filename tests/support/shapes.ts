/** A square field of about a kilometre, its west edge at longitude `x`: a shape for history and restore tests. */
export const square = (x: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, -7.5],
      [x + 0.01, -7.5],
      [x + 0.01, -7.49],
      [x, -7.49],
      [x, -7.5],
    ],
  ],
});
