import type { JarProfile } from './jar-profile';
import { pairScore } from './mix-score';
import { scoreThreshold } from './suggest-settings';

/** A mixed sample being formed: its jars and its score so far. */
export interface Cluster {
  jars: JarProfile[];
  score: number;
}

/** How many of the newest open clusters a jar may join. */
const openWindow = 24;

function admixtureKey(profile: JarProfile): string {
  return profile.admixtures.map((admixture) => `${admixture.type}${admixture.grade}`).sort().join('');
}

/** Orders a group so that alike jars sit side by side: admixtures, organic matter, lutum, depth. */
function alikeOrder(a: JarProfile, b: JarProfile): number {
  return admixtureKey(a).localeCompare(admixtureKey(b))
    || (a.humus ?? 0) - (b.humus ?? 0)
    || (a.lutum ?? 0) - (b.lutum ?? 0)
    || (a.from + a.to) - (b.from + b.to)
    || a.jarId - b.jarId;
}

/**
 * Mixes the jars of one group greedily: each jar, in alike order, joins the open cluster it keeps
 * lowest in score, when that score stays at most 100 and the cluster holds fewer than `maxJars`;
 * otherwise it opens a cluster of its own. The score is the worst pair, so it is checked against
 * the cluster's jars only. Since alike jars come one after another, only the `openWindow` newest
 * open clusters are tried, which keeps a project of thousands of jars within a second. Deterministic.
 */
export function mixGroup(jars: readonly JarProfile[], maxJars: number): Cluster[] {
  const sorted = [...jars].sort(alikeOrder);
  const clusters: Cluster[] = [];
  const open: Cluster[] = [];
  for (const jar of sorted) {
    let best: Cluster | null = null;
    let bestScore = Infinity;
    for (let index = open.length - 1; index >= Math.max(0, open.length - openWindow); index -= 1) {
      const cluster = open[index];
      if (!cluster) continue;
      let score = cluster.score;
      for (const member of cluster.jars) {
        score = Math.max(score, pairScore(member, jar));
        if (score > scoreThreshold || score >= bestScore) break;
      }
      if (score <= scoreThreshold && score < bestScore) {
        best = cluster;
        bestScore = score;
      }
    }
    if (best) {
      best.jars.push(jar);
      best.score = bestScore;
      if (best.jars.length >= maxJars) open.splice(open.indexOf(best), 1);
    } else {
      const cluster = { jars: [jar], score: 0 };
      clusters.push(cluster);
      if (maxJars > 1) open.push(cluster);
    }
  }
  return clusters;
}
