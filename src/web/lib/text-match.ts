const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

/** Whether `text` holds what was typed: any case, any accents, anywhere in it. */
export const matchesText = (text: string, typed: string) => {
  const wanted = fold(typed);
  return wanted === '' || fold(text).includes(wanted);
};
