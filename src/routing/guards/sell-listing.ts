import type { Guard } from "../types.ts";
import { lexicon, tokens } from "../lexicon.ts";

/** Words of someone buying, not selling: a sale listing for them is the opposite of what they want. */
export const BUYER_WORDS: readonly string[] = [
  "куплю", "купим", "хочу купить", "хотим купить", "хочу приобрести", "приобрету", "ищу", "ищем", "нужен", "нужна",
  "нужно купить", "подбери", "посоветуй", "buy", "want to buy", "looking for", "i need", "purchase",
];

/** Words of a seller; when present the listing stays even if buyer words also occur («продам, куплю новый»). */
export const SELLER_WORDS: readonly string[] = [
  "продам", "продаю", "продать", "продай", "выставь", "выставить", "отдам", "sell", "selling", "for sale",
];

/** sell_listing.buyer_intent: cuts a sale listing when the text shows the person buying. */
export function sellListingBuyerIntent(): Guard {
  const buyer = lexicon(BUYER_WORDS);
  const seller = lexicon(SELLER_WORDS);
  return {
    id: "sell_listing.buyer_intent",
    appliesTo: "sell_listing_draft",
    check(_call, message) {
      const tok = tokens(message);
      const hit = buyer.find(tok);
      if (!hit || seller.find(tok)) return null;
      return `«${hit}»: the person is buying, not selling`;
    },
  };
}

/**
 * A sale told, not asked for: the past tense of selling («если продал туров на 200 тысяч комиссии, какой процент»,
 * «продала путёвку, когда премия») is an event the person reports; the company's rules answer what follows from it.
 * Lead's walk 42 got «Укажите цену, за которую хотите продать». A seller word or a listing noun beside it keeps the listing.
 */
export const SOLD_WORDS: readonly string[] = ["=продал", "=продала", "=продали", "=продало", "продавал*", "распродал*", "=sold"];
// By stem «продал» is «продать»: the seller's request here is told by its exact forms.
const SELLER_REQUEST = ["=продам", "=продаю", "=продать", "=продай", "=продайте", "=выставь", "=выставить", "=выставлю", "=отдам", "=sell", "=selling"];

/** sell_listing.told_sale: cuts a sale listing chosen for a sale the person tells of in the past tense. */
export function sellListingToldSale(): Guard {
  const sold = lexicon(SOLD_WORDS);
  const seller = lexicon(SELLER_REQUEST);
  const listing = lexicon(LISTING);
  return {
    id: "sell_listing.told_sale",
    appliesTo: "sell_listing_draft",
    check(_call, message) {
      const tok = tokens(message);
      const hit = sold.find(tok);
      if (!hit || seller.find(tok) || listing.find(tok)) return null;
      return `«${hit}»: a sale told in the past tense, not a listing asked for`;
    },
  };
}

/**
 * «he's not on the list», «is she on the pick-up list?»: «list» after a determiner or a preposition is the noun, not the
 * verb of listing a thing for sale (walk 20c: a stranger at a kindergarten's pick-up got «Give the price you want to sell
 * for»). With no seller word or listing noun beside it, the sale listing is cut.
 */
const LIST_NOUN = /(?<![\p{L}])(?:the|a|an|my|our|your|his|her|their|this|that|on|in|from|to|of)\s+(?:\p{L}+\s+)?list(?![\p{L}])/iu;
const LISTING = ["объявлени*", "на продажу", "=listing", "for sale", "=price"];

/** sell_listing.list_noun: cuts a sale listing chosen on «list» used as a noun. */
export function sellListingListNoun(): Guard {
  const seller = lexicon(SELLER_WORDS);
  const listing = lexicon(LISTING);
  return {
    id: "sell_listing.list_noun",
    appliesTo: "sell_listing_draft",
    check(_call, message) {
      const tok = tokens(message);
      if (!LIST_NOUN.test(message) || seller.find(tok) || listing.find(tok)) return null;
      return "«list» is a noun here (on the list), not listing a thing for sale";
    },
  };
}
