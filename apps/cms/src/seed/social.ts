/** Short comment texts per locale, used by the seed for comments and replies. */
import type { SeedLocale } from './content';

export const COMMENTS: Record<SeedLocale, string[]> = {
  en: [
    'This took me straight back to my own childhood. Thank you for writing it.',
    'Beautifully written. The last paragraph stayed with me all day.',
    'I read this twice, once quickly and once slowly. The slow reading was better.',
    'My grandmother used to say almost exactly the same thing.',
    'Sharing this with my sister, she will recognise every detail.',
    'I did not expect to be moved by this, but here I am.',
    'The details are what make this. I could smell the kitchen.',
    'More of this, please. Katha needs more writing like yours.',
    'I disagree with a little of it, but I loved reading it.',
    'What a lovely way to start my morning.',
    'The line about waiting is going into my notebook.',
    'Is there a second part? I want to know what happened next.',
  ],
  'hi-IN': [
    'इसे पढ़कर मुझे अपना बचपन याद आ गया। लिखने के लिए धन्यवाद।',
    'बहुत सुंदर लिखा है। आख़िरी पंक्तियाँ दिन भर साथ रहीं।',
    'मेरी नानी भी बिल्कुल यही कहा करती थीं।',
    'इसे अपनी बहन के साथ साझा कर रहा हूँ, उसे हर बात याद आएगी।',
    'छोटी-छोटी बातों ने इस लेख को ख़ास बना दिया।',
    'ऐसा और लिखिए, हमें इसकी ज़रूरत है।',
    'सुबह की चाय के साथ पढ़ने के लिए इससे अच्छा कुछ नहीं।',
    'क्या इसका अगला भाग भी आएगा?',
  ],
  'kn-IN': [
    'ಇದನ್ನು ಓದಿ ನನ್ನ ಬಾಲ್ಯ ನೆನಪಾಯಿತು. ಬರೆದಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು.',
    'ತುಂಬಾ ಸುಂದರವಾಗಿ ಬರೆದಿದ್ದೀರಿ. ಕೊನೆಯ ಸಾಲುಗಳು ದಿನವಿಡೀ ನೆನಪಿನಲ್ಲಿದ್ದವು.',
    'ನಮ್ಮ ಅಜ್ಜಿಯೂ ಇದನ್ನೇ ಹೇಳುತ್ತಿದ್ದರು.',
    'ಇದನ್ನು ನನ್ನ ತಂಗಿಯ ಜೊತೆ ಹಂಚಿಕೊಳ್ಳುತ್ತಿದ್ದೇನೆ.',
    'ಸಣ್ಣ ಸಣ್ಣ ವಿವರಗಳೇ ಈ ಬರಹವನ್ನು ವಿಶೇಷವಾಗಿಸಿವೆ.',
    'ಇನ್ನಷ್ಟು ಬರೆಯಿರಿ, ದಯವಿಟ್ಟು.',
    'ಬೆಳಗಿನ ಕಾಫಿಯ ಜೊತೆ ಓದಲು ಇದಕ್ಕಿಂತ ಒಳ್ಳೆಯದು ಇಲ್ಲ.',
    'ಇದರ ಮುಂದಿನ ಭಾಗ ಬರುತ್ತದೆಯೇ?',
  ],
};

export const REPLIES: Record<SeedLocale, string[]> = {
  en: [
    'Thank you for reading, this means a lot.',
    'Agreed, that part got me too.',
    'So glad it reached you.',
    'There might be a second part, yes. Watch this space.',
    'Same here, it felt like my own family.',
  ],
  'hi-IN': [
    'पढ़ने के लिए धन्यवाद, यह मेरे लिए बहुत मायने रखता है।',
    'बिल्कुल, वह हिस्सा मुझे भी छू गया।',
    'हाँ, अगला भाग जल्द आएगा।',
  ],
  'kn-IN': ['ಓದಿದ್ದಕ್ಕೆ ಧನ್ಯವಾದಗಳು, ಇದು ನನಗೆ ತುಂಬಾ ಮುಖ್ಯ.', 'ಹೌದು, ಆ ಭಾಗ ನನಗೂ ಇಷ್ಟವಾಯಿತು.', 'ಹೌದು, ಮುಂದಿನ ಭಾಗ ಬೇಗ ಬರುತ್ತದೆ.'],
};
