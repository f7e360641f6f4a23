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
