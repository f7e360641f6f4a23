/**
 * Kinds of goods a shop's catalogue sells, as people ask for them, by stem so every case and number meets («увлажнители»,
 * «увлажнителей», «увлажнитель»): the household-appliance and electronics sections of a consumer-electronics retailer's
 * category tree (климатическая техника, техника для кухни, уход за домом, ТВ и фото) and their English names. General
 * knowledge of retail, not words from a pilot set. Left out: kinds that are as often a colleague's trouble at work
 * («принтер не печатает», «роутер») or another thing altogether («часы», «колонка», «планшет»).
 */
export const GOODS: readonly string[] = [
  // Climate: humidifiers, purifiers, heaters, air conditioners, fans.
  "увлажнител*", "очистител*", "обогревател*", "кондиционер*", "вентилятор*", "humidifier*", "air purifier*", "heater*", "air conditioner*",
  // Kitchen: kettles, coffee machines, microwaves, blenders, multicookers, fridges.
  "чайник*", "электрочайник*", "кофемашин*", "кофеварк*", "кофемолк*", "микроволновк*", "блендер*", "мультиварк*", "холодильник*", "kettle*", "coffee maker*", "coffee machine*", "microwave*", "blender*", "fridge*",
  // Home care: irons, washing machines, vacuum cleaners.
  "утюг*", "стиральн* машин*", "пылесос*", "vacuum cleaner*",
  // TV and photo.
  "телевизор*", "фотоаппарат*", "television*",
];
