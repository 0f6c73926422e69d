/** One figure of a chart: its category (a month, a governorate) and its value. */
export interface ChartDatum {
  label: string;
  value: number;
}

/** The drawing area inside the SVG, axes and labels around it. */
export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}
