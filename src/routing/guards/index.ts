import type { Guard } from "../types.ts";
import { TOOL_IDS } from "../../tools/ids.ts";
import { productMeasureAsked, productWhereToBuy, productNiche, productSomeonesPhone } from "./product-search.ts";
import { sellListingBuyerIntent, sellListingListNoun, sellListingToldSale } from "./sell-listing.ts";
import { postDraftNoCreateIntent } from "./post-draft.ts";
import { repeatCall } from "./repeat-call.ts";
import { metricsDeleteWithoutRequest } from "./metrics-manage.ts";
import { documentEditFileNotNamed } from "./document-edit.ts";
import { calendarMinutes } from "./calendar-minutes.ts";
import { metricsComposeRequest } from "./metrics-compose.ts";

/** The call guards; repeat_call applies to every tool, the rest to one each. */
export function defaultGuards(toolIds: readonly string[] = TOOL_IDS): Guard[] {
  return [
    productWhereToBuy(), productNiche(), productMeasureAsked(), productSomeonesPhone(), sellListingBuyerIntent(), sellListingListNoun(), sellListingToldSale(), postDraftNoCreateIntent(),
    metricsDeleteWithoutRequest(), documentEditFileNotNamed(), calendarMinutes(), calendarMinutes("site_metrics"),
    metricsComposeRequest("ad_revenue"), metricsComposeRequest("site_metrics"),
    ...toolIds.map(repeatCall),
  ];
}

export { productWhereToBuy, productNiche, sellListingBuyerIntent, sellListingListNoun, sellListingToldSale, postDraftNoCreateIntent, repeatCall, metricsDeleteWithoutRequest, documentEditFileNotNamed };
export { searchNoResultsRead, type TurnRecord, type TurnSearch } from "./search-results.ts";
export { sameCall, normaliseArgs } from "./repeat-call.ts";
