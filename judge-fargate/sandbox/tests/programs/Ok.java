// ok: reads A and B, prints A+B; the JVM starts with its usual dozen threads.
import java.util.Scanner;

public class Ok {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    long a = in.nextLong();
    long b = in.nextLong();
    System.out.println(a + b);
  }
}
