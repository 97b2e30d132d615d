/** Which point a panel of the measurement point screen belongs to, and its name (new jars and tubes are named after it). */
export interface PointPanelProps {
  projectId: number;
  mpGuid: string;
  pointName: string;
}
