/**
 * Russian verbs of motion (глаголы движения: the fourteen pairs of unidirectional and multidirectional verbs, Русская
 * грамматика 1980, § 1422; Муравьёва, «Глаголы движения в русском языке», 1995) and their prefixed forms («выйти»,
 * «сводить», «заехать»). A verb of motion says where one goes or what one carries; a rule on it names the place or the
 * thing («прогулки в парке», «скорость по территории»), so the verb itself is phrasing more often than the matter asked.
 */
const ROOTS = [
  "идти", "йти", "ходить", "ехать", "ездить", "езжать", "бежать", "бегать", "лететь", "летать", "плыть", "плавать",
  "нести", "носить", "вести", "водить", "везти", "возить", "ползти", "ползать", "лезть", "лазить", "лазать", "брести",
  "бродить", "гнать", "гонять", "катить", "катать", "тащить", "таскать",
];
const PREFIX = "(?:вы|в|во|вз|взо|до|за|из|изо|на|о|об|обо|от|ото|пере|под|подо|при|про|раз|разо|с|со|у|по)?";
const MOTION = new RegExp(`^${PREFIX}(?:${ROOTS.join("|")})(?:ся|сь)?$`, "u");

/** Whether an infinitive is a verb of motion, prefixed or not («ездить», «выйти», «сводить»). */
export function isMotionVerb(infinitive: string): boolean {
  return MOTION.test(infinitive.toLowerCase().replaceAll("ё", "е"));
}
