import blogHeaderUrl from '../../../assets/art/blog-green-tea.svg';

type Benefit = { number: number; title: string; text: string };

const firstHalf: Benefit[] = [
  {
    number: 1,
    title: 'It is rich in plant compounds called catechins',
    text: 'Green leaves are steamed or pan-fired soon after picking, which keeps much of their natural polyphenols, above all a catechin known as EGCG. In laboratory studies these compounds act as antioxidants. How much of that carries over into the human body is still being studied, so think of them as one good reason among several to enjoy a cup.',
  },
  {
    number: 2,
    title: 'It wakes you up gently',
    text: 'A cup of green tea usually holds somewhere between 20 and 45 mg of caffeine, roughly a third to a half of a cup of coffee. For many people that is enough to feel more alert without the jitters; if you are sensitive to caffeine, a lighter brew or an afternoon cup of white tea is a kind alternative.',
  },
  {
    number: 3,
    title: 'L-theanine brings calm focus',
    text: 'Tea is one of the few foods that contain L-theanine, an amino acid. Small studies that gave people caffeine and L-theanine together found better attention on some tasks than either alone. The effect is modest, but many tea drinkers recognise the feeling: awake, yet unhurried.',
  },
  {
    number: 4,
    title: 'It counts towards your daily fluids',
    text: 'Unsweetened tea is mostly water, and the amount of caffeine in a normal cup does not undo its hydrating effect. Swapping a sweet soft drink for a glass of iced green tea is one of the simplest ways to drink more while taking in less sugar.',
  },
  {
    number: 5,
    title: 'It is kind to your mouth',
    text: 'Some studies suggest that catechins slow the growth of bacteria linked to bad breath and plaque. Green tea is no replacement for a toothbrush, but a cup after lunch is a pleasant way to end a meal.',
  },
];

const secondHalf: Benefit[] = [
  {
    number: 6,
    title: 'It fits a heart-friendly routine',
    text: 'Large observational studies, mostly in countries where green tea is an everyday drink, have linked regular tea drinking with healthier heart markers. Such studies show an association, not a cause: tea drinkers may also walk more or eat differently. Green tea belongs in a balanced life; it does not stand in for one.',
  },
  {
    number: 7,
    title: 'It keeps an active day company',
    text: 'You may have read that green tea speeds up metabolism. Controlled trials found small effects at best, usually from concentrated extracts rather than brewed tea. The honest benefit is simpler: a calorie-free drink that is easy to carry on a walk, a ride or a long day at the desk.',
  },
  {
    number: 8,
    title: 'It is an easy swap for sugary drinks',
    text: 'Whatever else the research finds, cutting down on sweetened drinks is well supported advice. Green tea, hot or iced, gives you flavour and a little ceremony without added sugar. A slice of peach or a few berries in the jug adds sweetness the natural way.',
  },
  {
    number: 9,
    title: 'Researchers are curious about the ageing brain',
    text: 'Several long-term studies have looked at tea drinking and memory in later life, with encouraging but mixed results. Scientists are still working out what, if anything, tea itself contributes. We find it a good reason to keep reading the research, and to keep brewing.',
  },
  {
    number: 10,
    title: 'It gives you a moment to slow down',
    text: 'Heating water to the right temperature, waiting three minutes, watching the leaves unfold: brewing tea is a small ritual that asks you to pause. That quiet moment may be the benefit most tea drinkers notice first, and it needs no study to enjoy.',
  },
];

/** The article's two parts, each a heading over its half of the benefits. */
const parts = [
  { id: 'benefits-cup-heading', title: 'What is in the cup: benefits 1 to 5', benefits: firstHalf },
  { id: 'benefits-life-heading', title: 'Tea in everyday life: benefits 6 to 10', benefits: secondHalf },
];

export function GreenTeaArticle() {
  return (
    <article aria-labelledby="article-heading" className="page-container py-12 sm:py-16">
      <header className="mx-auto flex max-w-3xl flex-col gap-6">
        {/* The title below says what the article is about; the illustration is decoration. */}
        <img
          src={blogHeaderUrl}
          alt=""
          width={1200}
          height={600}
          className="h-auto w-full rounded-box bg-leaf-50 object-cover"
        />
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-ink">From the TeaTree journal</p>
        <h1 id="article-heading" className="text-4xl font-semibold leading-tight sm:text-5xl">
          10 Evidence-Based Benefits of Green Tea
        </h1>
        <p className="text-lg leading-relaxed text-base-content/80">
          Green tea has been brewed for well over a thousand years, and in the last few decades it has also been studied
          in a great many laboratories. Some of what you read about it is well founded; much is hopeful. Here is what
          the research tells us so far, in plain words, along with what it does not.
        </p>
      </header>

      <div className="mx-auto mt-12 flex max-w-3xl flex-col gap-14">
        {parts.map(({ id, title, benefits }) => (
          <section key={id} aria-labelledby={id} className="flex flex-col gap-8">
            <h2 id={id} className="border-b border-base-300 pb-3 text-3xl font-semibold">
              {title}
            </h2>
            <ol className="flex flex-col gap-8">
              {benefits.map((benefit) => (
                <li key={benefit.number} className="flex gap-4 sm:gap-5">
                  <span
                    aria-hidden="true"
                    className="grid size-10 shrink-0 place-items-center rounded-full bg-leaf-100 font-display text-lg font-semibold text-primary"
                  >
                    {benefit.number}
                  </span>
                  <div className="flex flex-col gap-2">
                    <h3 className="text-xl font-semibold sm:text-2xl">
                      <span className="sr-only">{benefit.number}. </span>
                      {benefit.title}
                    </h3>
                    <p className="leading-relaxed text-base-content/80">{benefit.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        ))}

        <aside
          aria-label="Note"
          className="rounded-box bg-base-100 p-6 text-sm leading-relaxed ring-1 ring-base-300/60"
        >
          <p>
            <strong className="font-semibold">Please note:</strong> this article shares general information about tea
            and is not medical advice. If you are pregnant, take medication or are sensitive to caffeine, ask your
            doctor how much tea suits you.
          </p>
        </aside>
      </div>
    </article>
  );
}
