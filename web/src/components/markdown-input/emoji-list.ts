/** The picker's emoji: a small built-in set of the common ones (faces, hands, marks), no library. */
export const commonEmoji: readonly string[] = (
  '😀 😁 😂 🤣 😊 😍 😎 🤔 😅 😉 😢 😭 😡 😱 😴 🙄 ' +
  '👍 👎 👏 🙏 💪 👌 ✌️ 🤝 ❤️ 💔 🔥 ⭐ 🎉 💯 ✅ ❌ ' +
  '❓ ❗ 💡 🚀 🐛 📌 📝 ☕'
).split(' ');
