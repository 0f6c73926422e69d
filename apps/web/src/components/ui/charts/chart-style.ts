/** The charts' palette and type size, shared by every chart so the dashboards agree. */
export const CHART_STYLE = {
  fontSize: 12,
  /** Tick labels of the value axis and of the months. */
  tickText: '#46556c',
  /** Category names and the figures written on bars. */
  labelText: '#1f2d45',
  axisLine: '#8a94a6',
  /** Dashed grid behind columns and lines. */
  grid: '#d5dbe6',
  /** Light grid behind horizontal bars, and the hovered column's background. */
  gridLight: '#eceff5',
} as const;
