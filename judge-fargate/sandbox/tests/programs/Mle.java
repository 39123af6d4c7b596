// memory_limit: keeps allocating (and, since Java zeroes arrays, touching) 8 MiB arrays.
import java.util.ArrayList;
import java.util.List;

public class Mle {
  public static void main(String[] args) {
    List<long[]> keep = new ArrayList<>();
    while (true) keep.add(new long[1 << 20]);
  }
}
