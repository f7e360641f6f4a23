/** Example utterances per auto-switchable skill of the seed assistant; a company skill without them uses its description. */
export const SKILL_EXAMPLES: Record<string, readonly string[]> = {
  health: [
    "болит голова уже третий день", "у ребёнка температура и кашель", "что делать, если болит спина", "заложен нос и першит в горле",
    "тошнит после еды", "какие симптомы у гриппа", "сыпь на руках, чешется", "у меня давление 150 на 90", "болит зуб, что принять",
    "плохо сплю и постоянно устаю", "my head hurts", "my child has a cough and fever", "what to do about back pain", "I feel sick after eating",
    "I have a headache", "I have a sore throat and a fever",
  ],
  fitness: [
    "хочу накачать пресс", "составь план тренировок для зала", "как начать бегать с нуля", "какие упражнения делать дома", "программа тренировок на три дня в неделю",
    "хочу подтянуться десять раз", "как правильно делать приседания", "тренировки для похудения", "хочу подготовиться к полумарафону",
    "make me a workout plan", "exercises for a stronger back", "how to start running", "gym routine for beginners",
  ],
  nutrition: [
    "составь меню на неделю", "хочу питаться правильно", "что есть, чтобы похудеть", "план питания для набора массы", "помоги с диетой",
    "какой рацион при гастрите", "меню для всей семьи на неделю", "что приготовить на ужин полезного", "хочу сбросить вес, помоги с питанием",
    "meal plan for the week", "help me eat healthier", "diet to lose weight", "what should I eat before a workout",
    // A day's target from the body's figures is this skill's computation (Mifflin–St Jeor), not the meal counter's.
    "рассчитай мою суточную норму калорий", "сколько калорий мне нужно в день при моём росте и весе", "what is my daily calorie need",
  ],
  calories: [
    "сколько калорий в банане", "посчитай КБЖУ моего завтрака", "сколько белка в курице", "калорийность овсянки на молоке",
    "посчитай калории: два яйца и тост", "сколько ккал в тарелке супа", "сколько калорий я съел сегодня", "how many calories in an apple",
    "count the calories of my lunch", "macros of a chicken salad",
  ],
  teacher: [
    "объясни, что такое производная", "помоги понять тему про дроби", "как решать задачи на проценты", "объясни правило правописания не с глаголами",
    "помоги сыну с домашкой по физике", "научи меня английским временам", "подготовь меня к экзамену по истории", "объясни теорему Пифагора",
    "как объяснить ребёнку таблицу умножения", "разбери со мной задачу по геометрии", "explain fractions to a child", "teach me the past perfect",
    "help me with my algebra homework", "explain photosynthesis simply",
  ],
};

/** Plain conversation: greetings, thanks, opinions, general questions the chat model answers in words. */
export const CHAT_EXAMPLES: readonly string[] = [
  "привет", "здравствуй", "добрый день", "как дела", "спасибо", "спасибо большое, помог", "пока", "до завтра", "ты кто", "что ты умеешь",
  "расскажи анекдот", "переведи на английский фразу доброе утро", "придумай название для кофейни", "что такое блокчейн простыми словами",
  "кто написал войну и мир", "сформулируй вежливый отказ", "помоги сформулировать мысль", "в чём разница между TCP и UDP", "почему небо голубое",
  "что на этой картинке", "опиши фото", "ок", "понятно", "отлично", "да", "нет", "hello", "hi there", "thanks a lot", "good night",
  "who are you", "what can you do", "tell me a joke", "what does this word mean", "describe this picture", "ok thanks, bye",
];
