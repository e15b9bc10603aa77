// Counts, per object, the reference-count increments a process makes on objects that
// were allocated before counting began: the long-lived objects (a schema, its labels,
// its rules' closures, generated runtimes) that every thread of a server shares, where
// each retain and release is an atomic write to a cache line the other cores read.
// Issue 26's scaling gap; see Benchmarks/README.md, "The scaling suite".
//
// Loaded with LD_PRELOAD into the Benchmarks executable (`count-shared-retains` builds
// and runs it): it interposes swift_retain, swift_retain_n, swift_bridgeObjectRetain and
// swift_allocObject, which Swift code calls through the PLT. Counting starts after SKIP
// increments (the warm-up); at exit it prints every object retained at least MIN times
// and never allocated while counting, with its type and up to four call sites as
// offsets into their file, most retained first.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef void *(*Retain)(void *);
typedef void *(*RetainN)(void *, uint32_t);
typedef void *(*Allocate)(void *, size_t, size_t);
typedef struct { const char *data; size_t length; } TypeName;
typedef TypeName (*GetTypeName)(const void *, int);

enum { slots = 1 << 20, sites = 4 };
// Open addressing on the object's address; full, it stops counting new objects (and
// says so) rather than grow. One thread's counts: run the profile with --threads 1.
static struct {
    uintptr_t address;
    uint64_t retains, allocations;
    const void *metadata;
    const void *site[sites];
    uint64_t siteRetains[sites];
} table[slots];
static atomic_uint_fast64_t increments;
static uint64_t skip, dropped;

static int counting(void) {
    return atomic_fetch_add_explicit(&increments, 1, memory_order_relaxed) >= skip;
}

static void note(uintptr_t address, int isAllocation, const void *site) {
    if (address < 4096) return;
    size_t start = (size_t)((address >> 4) * 0x9E3779B97F4A7C15ull >> 44);
    for (size_t probe = 0; probe < slots; probe++) {
        size_t k = (start + probe) & (slots - 1);
        if (table[k].address != address && table[k].address != 0) continue;
        table[k].address = address;
        if (isAllocation) {
            table[k].allocations++;
            return;
        }
        table[k].retains++;
        table[k].metadata = *(const void *const *)address;
        for (int s = 0; s < sites; s++) {
            if (table[k].site[s] == site || table[k].site[s] == NULL) {
                table[k].site[s] = site;
                table[k].siteRetains[s]++;
                break;
            }
        }
        return;
    }
    dropped++;
}

#define REAL(type, name) \
    static type real; \
    if (!real) real = (type)dlsym(RTLD_NEXT, name)

void *swift_retain(void *object) {
    REAL(Retain, "swift_retain");
    if (object && counting()) note((uintptr_t)object, 0, __builtin_return_address(0));
    return real(object);
}

void *swift_retain_n(void *object, uint32_t n) {
    REAL(RetainN, "swift_retain_n");
    if (object && counting()) note((uintptr_t)object, 0, __builtin_return_address(0));
    return real(object, n);
}

// A bridge object is a native object's address with flag bits; the top bit set is an
// Objective-C or tagged value, which Linux does not have, and is left alone.
void *swift_bridgeObjectRetain(void *object) {
    REAL(Retain, "swift_bridgeObjectRetain");
    uintptr_t bits = (uintptr_t)object;
    if (bits && !(bits >> 63) && counting()) note(bits & 0x0FFFFFFFFFFFFFF0ull, 0, __builtin_return_address(0));
    return real(object);
}

void *swift_allocObject(void *metadata, size_t size, size_t alignment) {
    REAL(Allocate, "swift_allocObject");
    void *object = real(metadata, size, alignment);
    if (atomic_load_explicit(&increments, memory_order_relaxed) >= skip) note((uintptr_t)object, 1, NULL);
    return object;
}

__attribute__((constructor)) static void start(void) {
    const char *text = getenv("SKIP");
    skip = text ? strtoull(text, NULL, 10) : 0;
}

__attribute__((destructor)) static void report(void) {
    GetTypeName typeName = (GetTypeName)dlsym(RTLD_DEFAULT, "swift_getTypeName");
    const char *text = getenv("MIN");
    uint64_t least = text ? strtoull(text, NULL, 10) : 1000;
    uint64_t total = atomic_load(&increments);
    fprintf(stderr, "increments counted: %lu", (unsigned long)(total > skip ? total - skip : 0));
    if (dropped) fprintf(stderr, " (table full: %lu not counted)", (unsigned long)dropped);
    fprintf(stderr, "\n");
    for (size_t k = 0; k < slots; k++) {
        if (!table[k].address || table[k].allocations || table[k].retains < least) continue;
        TypeName name = {"?", 1};
        if (typeName && table[k].metadata) name = typeName(table[k].metadata, 1);
        // An object inside a loaded file is static (an empty array, a literal's storage):
        // immortal, so its retains only read the count and no core writes its line.
        Dl_info owner;
        int isStatic = dladdr((const void *)table[k].address, &owner) != 0;
        fprintf(stderr, "%lu %s%.*s", (unsigned long)table[k].retains, isStatic ? "static " : "",
            (int)(name.length > 100 ? 100 : name.length), name.data);
        for (int s = 0; s < sites && table[k].site[s]; s++) {
            Dl_info info;
            if (!dladdr(table[k].site[s], &info)) continue;
            fprintf(stderr, " %s+%#lx:%lu", info.dli_fname,
                (unsigned long)((const char *)table[k].site[s] - (const char *)info.dli_fbase),
                (unsigned long)table[k].siteRetains[s]);
        }
        fprintf(stderr, "\n");
    }
}
