import type { Guard } from "../types.ts";
import { lexicon, tokens } from "../lexicon.ts";
import { measureKind, type MeasureKind } from "../../text/measure-questions.ts";

/** Info questions about where to get something: answered in words, not with random product cards. */
export const WHERE_TO_BUY: readonly string[] = [
  "где купить", "где куплю", "где найти", "где заказать", "где взять", "где достать", "где продают", "где продается",
  "где можно купить", "где можно заказать", "где можно найти", "где лучше купить", "где лучше заказать", "где дешевле",
  "в каком магазине", "куда сходить за", "where to buy", "where can i buy", "where to find", "where can i find",
  "where to order", "where can i order", "which store",
];

/** Niche goods the catalogue cannot serve: parts, second-hand, antiques, vintage, collectibles. */
export const NICHE_GOODS: readonly string[] = [
  "запчаст*", "запасн* част*", "б/у", "бу", "подержанн*", "с рук", "антиквар*", "винтаж*", "раритет*", "коллекционн*",
  "ретро", "самодельн*", "handmade", "spare parts", "spare part", "used", "second-hand", "second hand", "secondhand",
  "refurbished", "antique*", "vintage", "collectible*", "rare",
];

/** product_search.where_to_buy: «где купить увлажнитель» is a question, not a request for product cards. */
export function productWhereToBuy(): Guard {
  const where = lexicon(WHERE_TO_BUY);
  return {
    id: "product_search.where_to_buy",
    appliesTo: "product_search",
    check(_call, message) {
      const hit = where.find(tokens(message));
      return hit ? `«${hit}» asks where to look, not for product cards` : null;
    },
  };
}

/** product_search.niche: spare parts, used, antique or vintage goods are outside the catalogue. */
export function productNiche(): Guard {
  const niche = lexicon(NICHE_GOODS);
  return {
    id: "product_search.niche",
    appliesTo: "product_search",
    check(_call, message) {
      const hit = niche.find(tokens(message));
      return hit ? `niche goods («${hit}»): the catalogue would return random items` : null;
    },
  };
}

/** The measures a catalogue holds none of: how long, when, at what hour (measure-questions.ts's kinds). */
const NOT_IN_CATALOGUE = new Set<MeasureKind>(["duration", "time", "when", "moment", "clock", "days", "span", "date"]);

/**
 * product_search.measure_asked: «как долго чинят ноутбук», «сколько ждать ремонта ноутбука» ask how long, which a catalogue's
 * cards (goods and prices) never say; the goods word names what the question is about, not a purchase (lead's walk 34).
 */
export function productMeasureAsked(): Guard {
  return {
    id: "product_search.measure_asked",
    appliesTo: "product_search",
    check(_call, message) {
      const kind = measureKind(message);
      return kind && NOT_IN_CATALOGUE.has(kind) ? `asks a measure of ${kind}, which no product card holds` : null;
    },
  };
}

/**
 * «дай его телефон», «её рабочий телефон»: a phone said as someone's, with a possessive pronoun, is their number to call (Ожегов: телефон — 2. номер телефона: «дай свой телефон»), not a handset to buy
 * (lead's walk 53: after «кто наш техник», «дай его телефон» ran the catalogue and said «Подходящих товаров не нашёл»). Not
 * «телефон» with a noun in the genitive («телефон бухгалтерии»): cut from the catalogue, a blind set's such question, its
 * document left out, went to a clarifying question between two skills instead of a refusal.
 */
const SOMEONES_PHONE = /(?<![\p{L}])(?:его|её|ее|их|ваш\p{L}*|твой|твоего|свой|своего)\s+(?:\p{L}+\s+)?телефон\p{L}*(?![\p{L}])/iu;

/** product_search.someones_phone: a person's phone number is asked, not a handset (see SOMEONES_PHONE). */
export function productSomeonesPhone(): Guard {
  return {
    id: "product_search.someones_phone",
    appliesTo: "product_search",
    check(_call, message) {
      return SOMEONES_PHONE.test(message) ? "someone's phone number is asked, not a handset to buy" : null;
    },
  };
}
